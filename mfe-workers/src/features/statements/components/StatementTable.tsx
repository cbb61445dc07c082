import { Badge, Table, Text } from '@mantine/core';
import { useFormat } from '@courier/shared';
import { useT, type MessageId } from '../../../i18n';
import type { PayStatement, StatementDay } from '../types';

const STATUS: Record<StatementDay['status'], { label: MessageId; color: string }> = {
  worked: { label: 'statements.status.worked', color: 'teal' },
  paidAbsence: { label: 'statements.status.paidAbsence', color: 'blue' },
  unpaid: { label: 'statements.status.unpaid', color: 'gray' },
};

const RATES: Record<string, MessageId> = {
  calendar: 'statements.rates.calendar',
  config: 'statements.rates.config',
};

/** One worker's month: a row per day (shifts, waypoints, km, time worked, absences, pay), then the totals. */
export function StatementTable({ statement }: { statement: PayStatement }) {
  const t = useT();
  const format = useFormat();
  const totals = statement.totals;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label={t('statements.table.label', { name: statement.worker.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statements.table.date')}</Table.Th>
            <Table.Th>{t('statements.table.shifts')}</Table.Th>
            <Table.Th>{t('statements.table.waypoints')}</Table.Th>
            <Table.Th>{t('statements.table.km')}</Table.Th>
            <Table.Th>{t('statements.table.worked')}</Table.Th>
            <Table.Th>{t('statements.table.absences')}</Table.Th>
            <Table.Th>{t('statements.table.rates')}</Table.Th>
            <Table.Th>{t('statements.table.status')}</Table.Th>
            <Table.Th ta="right">{t('statements.table.pay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.days.map((d) => (
            <Table.Tr key={d.date}>
              <td>{format.date(d.date)}</td>
              <td>
                {format.number(d.shifts)}
                {d.unproductiveShifts > 0 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t('statements.table.unproductive', { count: d.unproductiveShifts })}
                  </Text>
                )}
              </td>
              <td>{format.number(d.waypoints)}</td>
              <td>{format.number(d.km)}</td>
              <td>{format.duration(d.workedMinutes)}</td>
              <td>
                {d.absences.length === 0
                  ? '—'
                  : d.absences
                      .map((a) => (a.paid ? t('statements.table.paidAbsence', { name: a.gtaType.name }) : a.gtaType.name))
                      .join(', ')}
              </td>
              <td>{t(RATES[d.source] ?? 'statements.rates.none')}</td>
              <td>
                <Badge size="sm" variant="light" color={STATUS[d.status].color}>
                  {t(STATUS[d.status].label)}
                </Badge>
              </td>
              <td style={{ textAlign: 'right' }}>{format.money(d.total)}</td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={8}>
              {t('statements.total', {
                paidDays: format.number(totals.paidDays),
                day: format.money(totals.day),
                waypointsCount: format.number(totals.waypointsCount),
                waypoints: format.money(totals.waypoints),
                kmCount: format.number(totals.kmCount),
                km: format.money(totals.km),
                extra: format.money(totals.extra),
              })}
              {totals.paidAbsenceDays > 0 &&
                t('statements.totalAbsences', {
                  days: format.number(totals.paidAbsenceDays),
                  amount: format.money(totals.paidAbsence),
                })}
            </Table.Th>
            <Table.Th ta="right" data-testid={`statement-total-${statement.worker.id}`}>
              {format.money(totals.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
