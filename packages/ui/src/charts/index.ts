export { AreaChart, type AreaChartProps } from './area-chart';
export { BarChart, type BarChartProps } from './bar-chart';
export { BarList, type BarListItem, type BarListProps } from './bar-list';
export type { CartesianChartProps } from './base';
export { ChartFrame, ChartTable, type ChartTableProps } from './chart-table';
export { CHART_COLORS, type ChartColor, type ChartRow, type ValueFormatter } from './colors';
export { DonutChart, type DonutChartProps } from './donut-chart';
export { Legend, type LegendProps } from './legend';
