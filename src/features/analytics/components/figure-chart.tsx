import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/src/lib/i18n/use-t';
import { type ChartSpec, formatNumber, formatPercent } from '../lib/chart-spec';

const axisText = { fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 };
const grid = 'var(--chakra-colors-border)';
const tooltipStyle = {
  background: 'var(--chakra-colors-bg-panel)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 4,
  color: 'var(--chakra-colors-fg)',
};

/**
 * A chart of a `ChartSpec` with recharts, which only this module imports: the analytics page loads
 * it lazily (`chart-card.tsx`), so recharts is in a chunk of its own, never on the sign-in page or in
 * the app shell. The picture is hidden from assistive technology as one image named by the chart's
 * title; its numbers are in the table view.
 */
export default function FigureChart<Row>({ spec }: { spec: ChartSpec<Row> }) {
  const t = useT();
  const data = spec.rows.map((row) => ({
    category: String((spec.category.format ?? String)(spec.category.value(row))),
    ...Object.fromEntries(spec.series.map((s) => [s.key, s.value(row) ?? 0])),
  }));
  const many = data.length > 6;
  const axes = (
    <>
      <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="category"
        tick={axisText}
        stroke={grid}
        interval="preserveStartEnd"
        angle={many ? -35 : 0}
        textAnchor={many ? 'end' : 'middle'}
        height={many ? 56 : 30}
      />
      <YAxis
        tick={axisText}
        stroke={grid}
        width={44}
        allowDecimals={spec.unit === 'hours'}
        {...(spec.unit === '%' ? { domain: [0, 100], tickFormatter: (v: number) => formatPercent(v) } : {})}
      />
      <Tooltip
        contentStyle={tooltipStyle}
        formatter={(value) => formatNumber(value as number)}
        cursor={{ fill: 'var(--chakra-colors-bg-muted)' }}
      />
      <Legend wrapperStyle={{ color: 'var(--chakra-colors-fg)', fontSize: 13 }} />
    </>
  );
  return (
    <Box role="img" aria-label={t('analytics.chartLabel', { title: spec.title })} h={{ base: '64', md: '72' }} w="full" minW="0">
      <ResponsiveContainer width="100%" height="100%">
        {spec.kind === 'lines' ? (
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            {axes}
            {spec.series.map((s) => (
              <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            {axes}
            {spec.series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                isAnimationActive={false}
                {...(spec.kind === 'stacked-bars' ? { stackId: 'stack' } : {})}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </Box>
  );
}
