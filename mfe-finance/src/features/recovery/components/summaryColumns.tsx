import { Badge, Text } from '@mantine/core';
import type { ListColumn } from '@courier/shared';
import type { SummaryRow } from '../api';
import { formatEuros } from '../utils/format';

const money = (
  id: keyof SummaryRow & string,
  header: string,
  value: (r: SummaryRow) => number,
): ListColumn<SummaryRow> => ({
  id,
  header,
  value,
  cell: (r) => (
    <Text size="sm" ta="right" ff="monospace">
      {formatEuros(value(r))}
    </Text>
  ),
});

/** The summary's columns: the client, the ageing buckets, total due, last payment and note. Money cells in euros, CSV in cents. */
export const SUMMARY_COLUMNS: readonly ListColumn<SummaryRow>[] = [
  { id: 'businessCode', header: 'Code', value: (r) => r.businessCode },
  {
    id: 'name',
    header: 'Client',
    value: (r) => r.name,
    cell: (r) => (
      <>
        {r.name}{' '}
        {r.inRecoverySince && (
          <Badge
            size="xs"
            color="red"
            variant="filled"
            title={`In recovery since ${r.inRecoverySince.slice(0, 10)}`}
          >
            In recovery
          </Badge>
        )}{' '}
        {r.activityStatus === 'inactive' && (
          <Badge size="xs" color="gray" variant="light">
            Inactive
          </Badge>
        )}
      </>
    ),
  },
  {
    id: 'inRecovery',
    header: 'In recovery',
    value: (r) => (r.inRecoverySince ? 'yes' : ''),
    defaultVisible: false,
  },
  { id: 'agency', header: 'Agency', value: (r) => r.agency?.name ?? '', defaultVisible: false },
  { id: 'salesAgent', header: 'Sales agent', value: (r) => r.salesAgent?.name ?? '', defaultVisible: false },
  money('notDue', 'Not yet due', (r) => r.notDue),
  money('overdue1to30', '1–30 days', (r) => r.overdue1to30),
  money('overdue31to60', '31–60 days', (r) => r.overdue31to60),
  money('overdue61to90', '61–90 days', (r) => r.overdue61to90),
  money('overdueOver90', 'Over 90 days', (r) => r.overdueOver90),
  money('overdue', 'Overdue', (r) => r.overdue),
  money('totalDue', 'Total due', (r) => r.totalDue),
  {
    id: 'lastPayment',
    header: 'Last payment',
    value: (r) => (r.lastPayment ? `${r.lastPayment.paidOn} ${formatEuros(r.lastPayment.amount)}` : ''),
  },
  {
    id: 'lastNote',
    header: 'Last note',
    value: (r) => r.lastNote?.note ?? '',
    cell: (r) => (
      <Text size="sm" lineClamp={1} maw={220}>
        {r.lastNote?.note ?? ''}
      </Text>
    ),
  },
];
