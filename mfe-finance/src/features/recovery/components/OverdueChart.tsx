import { Paper, Text } from '@mantine/core';
import type { SummaryTotals } from '../api';
import { formatEuros } from '../utils/format';

const BARS: {
  key: 'overdue1to30' | 'overdue31to60' | 'overdue61to90' | 'overdueOver90';
  label: string;
  color: string;
}[] = [
  { key: 'overdue1to30', label: '1–30 days', color: '#f59f00' },
  { key: 'overdue31to60', label: '31–60 days', color: '#f76707' },
  { key: 'overdue61to90', label: '61–90 days', color: '#e03131' },
  { key: 'overdueOver90', label: 'Over 90 days', color: '#a61e4d' },
];

const WIDTH = 520;
const BAR_HEIGHT = 26;
const GAP = 10;
const LABEL = 110;
const VALUE = 130;

/**
 * Overdue by age of the clients matching the filters (all pages), as horizontal bars. No
 * chart library is installed in the workspace: a small SVG, named as an image whose text
 * alternative says every figure (the same figures are in the totals table below).
 */
export function OverdueChart({ totals }: { totals: SummaryTotals }) {
  const max = Math.max(1, ...BARS.map((b) => totals[b.key]));
  const height = BARS.length * (BAR_HEIGHT + GAP);
  const alt = `Overdue by age: ${BARS.map((b) => `${b.label} ${formatEuros(totals[b.key])}`).join(', ')}; total overdue ${formatEuros(totals.overdue)}.`;
  return (
    <Paper withBorder p="sm" maw={WIDTH + 24} component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        Overdue by age
      </Text>
      <svg
        role="img"
        aria-label={alt}
        data-testid="overdue-chart"
        width="100%"
        viewBox={`0 0 ${WIDTH} ${height}`}
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        {BARS.map((b, i) => {
          const y = i * (BAR_HEIGHT + GAP);
          const w = Math.round(((WIDTH - LABEL - VALUE) * totals[b.key]) / max);
          return (
            <g key={b.key} aria-hidden="true">
              <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="#212529">
                {b.label}
              </text>
              <rect
                x={LABEL}
                y={y}
                width={Math.max(w, totals[b.key] > 0 ? 2 : 0)}
                height={BAR_HEIGHT}
                fill={b.color}
                rx={3}
              />
              <text x={LABEL + w + 6} y={y + BAR_HEIGHT * 0.7} fontSize={13} fill="#212529">
                {formatEuros(totals[b.key])}
              </text>
            </g>
          );
        })}
      </svg>
    </Paper>
  );
}
