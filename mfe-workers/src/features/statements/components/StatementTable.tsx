import { Badge, Table, Text } from '@mantine/core';
import { formatCents } from '../../retrib';
import type { PayStatement, StatementDay } from '../types';

const STATUS: Record<StatementDay['status'], { label: string; color: string }> = {
  worked: { label: 'Paid', color: 'teal' },
  paidAbsence: { label: 'Paid absence', color: 'blue' },
  unpaid: { label: 'Not paid', color: 'gray' },
};

const hours = (minutes: number) => `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;

/** One worker's month: a row per day (shifts, waypoints, km, time worked, absences, pay), then the totals. */
export function StatementTable({ statement }: { statement: PayStatement }) {
  const t = statement.totals;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label={`Pay of ${statement.worker.name} per day`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Shifts</Table.Th>
            <Table.Th>Waypoints</Table.Th>
            <Table.Th>Km</Table.Th>
            <Table.Th>Worked</Table.Th>
            <Table.Th>Absences</Table.Th>
            <Table.Th>Rates</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Pay</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.days.map((d) => (
            <Table.Tr key={d.date}>
              <td>{d.date}</td>
              <td>
                {d.shifts}
                {d.unproductiveShifts > 0 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    + {d.unproductiveShifts} unproductive
                  </Text>
                )}
              </td>
              <td>{d.waypoints}</td>
              <td>{d.km}</td>
              <td>{hours(d.workedMinutes)}</td>
              <td>
                {d.absences.length === 0
                  ? '—'
                  : d.absences.map((a) => `${a.gtaType.name}${a.paid ? ' (paid)' : ''}`).join(', ')}
              </td>
              <td>{d.source === 'calendar' ? 'Calendar' : d.source === 'config' ? 'Team' : 'None'}</td>
              <td>
                <Badge size="sm" variant="light" color={STATUS[d.status].color}>
                  {STATUS[d.status].label}
                </Badge>
              </td>
              <td style={{ textAlign: 'right' }}>{formatCents(d.total)}</td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={8}>
              Total: {t.paidDays} paid days ({formatCents(t.day)}), {t.waypointsCount} waypoints (
              {formatCents(t.waypoints)}), {t.kmCount} km ({formatCents(t.km)}), extra {formatCents(t.extra)}
              {t.paidAbsenceDays > 0 &&
                `, ${t.paidAbsenceDays} paid absence days (${formatCents(t.paidAbsence)})`}
            </Table.Th>
            <Table.Th ta="right" data-testid={`statement-total-${statement.worker.id}`}>
              {formatCents(t.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
