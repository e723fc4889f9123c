import { useId } from 'react';
import { Area, CartesianGrid, AreaChart as RechartsAreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, type CartesianChartProps, CartesianFrame, ChartTooltip, compactNumber } from './base';
import { PICTURE_ONLY } from './chart-table';
import { colorAt } from './colors';

export type AreaChartProps = CartesianChartProps;

/** Tremor-style area chart: one gradient-filled line per category over the index. */
export function AreaChart(props: AreaChartProps) {
  const gradient = useId().replace(/:/g, '');
  return (
    <CartesianFrame props={props}>
      <ResponsiveContainer width="100%" height="100%">
        <RechartsAreaChart data={[...props.data]} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} {...PICTURE_ONLY}>
          <defs>
            {props.categories.map((c, i) => (
              <linearGradient key={c} id={`${gradient}-${i}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={colorAt(props.colors, i).value} stopOpacity={0.3} />
                <stop offset="95%" stopColor={colorAt(props.colors, i).value} stopOpacity={0} />
              </linearGradient>
            ))}
          </defs>
          <CartesianGrid vertical={false} stroke="var(--color-gray-200)" strokeDasharray="3 3" />
          <XAxis
            dataKey={props.index}
            {...AXIS}
            interval="preserveStartEnd"
            minTickGap={28}
            tickFormatter={props.indexFormatter}
          />
          <YAxis {...AXIS} width={44} tickCount={4} tickFormatter={props.axisFormatter ?? compactNumber} />
          <Tooltip content={(p) => <ChartTooltip {...p} props={props} />} cursor={{ stroke: 'var(--color-gray-300)' }} />
          {props.categories.map((c, i) => (
            <Area
              key={c}
              type="monotone"
              dataKey={c}
              name={props.categoryLabels?.[c] ?? c}
              stroke={colorAt(props.colors, i).value}
              strokeWidth={2}
              fill={`url(#${gradient}-${i})`}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </RechartsAreaChart>
      </ResponsiveContainer>
    </CartesianFrame>
  );
}
