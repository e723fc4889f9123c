import { Bar, CartesianGrid, BarChart as RechartsBarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, type CartesianChartProps, CartesianFrame, ChartTooltip, compactNumber } from './base';
import { PICTURE_ONLY } from './chart-table';
import { colorAt } from './colors';

export interface BarChartProps extends CartesianChartProps {
  /** Stack the categories in one bar instead of side by side. */
  stacked?: boolean;
}

/** Tremor-style vertical bar chart: one bar (or one stack) per index value. */
export function BarChart({ stacked = false, ...props }: BarChartProps) {
  const last = props.categories.length - 1;
  return (
    <CartesianFrame props={props}>
      <ResponsiveContainer width="100%" height="100%">
        <RechartsBarChart data={[...props.data]} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} {...PICTURE_ONLY}>
          <CartesianGrid vertical={false} stroke="var(--color-gray-200)" strokeDasharray="3 3" />
          <XAxis
            dataKey={props.index}
            {...AXIS}
            interval="preserveStartEnd"
            minTickGap={20}
            tickFormatter={props.indexFormatter}
          />
          <YAxis {...AXIS} width={44} tickCount={4} allowDecimals={false} tickFormatter={props.axisFormatter ?? compactNumber} />
          <Tooltip content={(p) => <ChartTooltip {...p} props={props} />} cursor={{ fill: 'var(--color-gray-100)' }} />
          {props.categories.map((c, i) => (
            <Bar
              key={c}
              dataKey={c}
              name={props.categoryLabels?.[c] ?? c}
              fill={colorAt(props.colors, i).value}
              stackId={stacked ? 'stack' : undefined}
              radius={!stacked || i === last ? [3, 3, 0, 0] : 0}
              maxBarSize={32}
              isAnimationActive={false}
            />
          ))}
        </RechartsBarChart>
      </ResponsiveContainer>
    </CartesianFrame>
  );
}
