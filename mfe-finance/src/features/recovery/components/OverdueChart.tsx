import { Paper, Text } from '@mantine/core';
import { useFormat } from '@courier/shared';
import type { SummaryTotals } from '../api';
import { useT } from '../../../i18n';

const BARS: {
  key: 'overdue1to30' | 'overdue31to60' | 'overdue61to90' | 'overdueOver90';
  color: string;
}[] = [
  { key: 'overdue1to30', color: '#f59f00' },
  { key: 'overdue31to60', color: '#f76707' },
  { key: 'overdue61to90', color: '#e03131' },
  { key: 'overdueOver90', color: '#a61e4d' },
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
  const t = useT();
  const f = useFormat();
  const label = (key: (typeof BARS)[number]['key']) => t(`finance.bucket.${key}`);
  const max = Math.max(1, ...BARS.map((b) => totals[b.key]));
  const height = BARS.length * (BAR_HEIGHT + GAP);
  const alt = t('recovery.chart.alt', {
    bars: BARS.map((b) => `${label(b.key)} ${f.money(totals[b.key])}`).join(', '),
    total: f.money(totals.overdue),
  });
  return (
    <Paper withBorder p="sm" maw={WIDTH + 24} component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {t('recovery.chart.title')}
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
                {label(b.key)}
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
                {f.money(totals[b.key])}
              </text>
            </g>
          );
        })}
      </svg>
    </Paper>
  );
}
