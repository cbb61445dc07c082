import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFormat, useAddressParams } from '@courier/shared';
import { useT } from '../../../i18n';
import { FULL_BADGE } from '../../../components/fullBadge';
import type { PayStatement } from '../types';

/** The URL parameter naming the statement opened from the summary (a worker id). */
export const OPENED_PARAM = 'statement';

const AMOUNTS = ['day', 'waypoints', 'km', 'extra', 'paidAbsence'] as const;

/**
 * A team's or an agency's month at a glance: a row per worker (days worked, the amounts by
 * kind, the total, the anomalies), each row a link opening that worker's statement, and the
 * selection's totals.
 */
export function StatementsSummary({ statements, label }: { statements: PayStatement[]; label: string }) {
  const t = useT();
  const format = useFormat();
  const [params] = useAddressParams();
  const openHref = (workerId: number) => {
    const next = new URLSearchParams(params);
    next.set(OPENED_PARAM, String(workerId));
    return `?${next.toString()}`;
  };
  const sum = (pick: (s: PayStatement) => number) => statements.reduce((total, s) => total + pick(s), 0);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statements.summary.worker')}</Table.Th>
            <Table.Th>{t('statements.summary.team')}</Table.Th>
            <Table.Th ta="right">{t('statements.summary.days')}</Table.Th>
            {AMOUNTS.map((kind) => (
              <Table.Th key={kind} ta="right">
                {t(`statements.summary.${kind}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('statements.summary.total')}</Table.Th>
            <Table.Th>{t('statements.summary.anomalies')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statements.map((s) => (
            <Table.Tr key={s.worker.id}>
              <Table.Td>
                <Anchor component={Link} to={openHref(s.worker.id)}>
                  {t('statements.summary.workerName', { name: s.worker.name, shortCode: s.worker.shortCode })}
                </Anchor>
              </Table.Td>
              <Table.Td>{s.worker.team.name}</Table.Td>
              <Table.Td ta="right">{format.number(s.totals.paidDays)}</Table.Td>
              {AMOUNTS.map((kind) => (
                <Table.Td key={kind} ta="right">
                  {format.money(s.totals[kind])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} data-testid={`summary-total-${s.worker.id}`}>
                {format.money(s.totals.total)}
              </Table.Td>
              <Table.Td>
                {s.anomalies.length > 0 && (
                  <Badge color="orange" variant="light" styles={FULL_BADGE}>
                    {format.number(s.anomalies.length)}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2} data-testid="summary-workers" data-count={statements.length}>
              {t('statements.summary.totalOf', { count: statements.length })}
            </Table.Th>
            <Table.Th ta="right">{format.number(sum((s) => s.totals.paidDays))}</Table.Th>
            {AMOUNTS.map((kind) => (
              <Table.Th key={kind} ta="right">
                {format.money(sum((s) => s.totals[kind]))}
              </Table.Th>
            ))}
            <Table.Th ta="right" data-testid="summary-total">
              {format.money(sum((s) => s.totals.total))}
            </Table.Th>
            <Table.Th data-testid="summary-anomalies" data-count={sum((s) => s.anomalies.length)}>
              {format.number(sum((s) => s.anomalies.length))}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
