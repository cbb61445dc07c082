import { Badge, Text } from '@mantine/core';
import type { Formatters, ListColumn } from '@courier/shared';
import type { SummaryRow } from '../api';
import type { T } from '../../../i18n';
import { WHOLE_BADGE } from '../../../kit/badge';

type MoneyKey = 'notDue' | 'overdue1to30' | 'overdue31to60' | 'overdue61to90' | 'overdueOver90' | 'overdue' | 'totalDue';
const MONEY_KEYS: MoneyKey[] = ['notDue', 'overdue1to30', 'overdue31to60', 'overdue61to90', 'overdueOver90', 'overdue', 'totalDue'];

/**
 * A money cell: a plain element with the look `<Text size="sm" ta="right" ff="monospace">`
 * gave. A page has 50 rows of seven amounts: a Mantine component each cost more than the cell.
 */
const MONEY_CELL = {
  display: 'block',
  textAlign: 'right',
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 'var(--mantine-line-height-sm)',
} as const;

/**
 * The summary's columns: the client, the ageing buckets, total due, last payment and note.
 * Money cells in the page's format, CSV in cents (the column's value).
 */
export function summaryColumns(t: T, f: Formatters): readonly ListColumn<SummaryRow>[] {
  const money = (id: MoneyKey): ListColumn<SummaryRow> => ({
    id,
    header: t(`finance.bucket.${id}`),
    value: (r) => r[id],
    cell: (r) => <span style={MONEY_CELL}>{f.money(r[id])}</span>,
  });
  return [
    { id: 'businessCode', header: t('recovery.column.code'), value: (r) => r.businessCode },
    {
      id: 'name',
      header: t('recovery.column.client'),
      value: (r) => r.name,
      cell: (r) => (
        <>
          {r.name}{' '}
          {r.inRecoverySince && (
            <Badge
              styles={WHOLE_BADGE}
              size="xs"
              color="red"
              variant="filled"
              title={t('recovery.column.inRecoverySince', { date: f.date(r.inRecoverySince) })}
            >
              {t('finance.badge.inRecovery')}
            </Badge>
          )}{' '}
          {r.activityStatus === 'inactive' && (
            <Badge styles={WHOLE_BADGE} size="xs" color="gray" variant="light">
              {t('finance.badge.inactive')}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'inRecovery',
      header: t('recovery.column.inRecovery'),
      value: (r) => (r.inRecoverySince ? t('recovery.column.inRecoveryYes') : ''),
      defaultVisible: false,
    },
    { id: 'agency', header: t('recovery.column.agency'), value: (r) => r.agency?.name ?? '', defaultVisible: false },
    {
      id: 'salesAgent',
      header: t('recovery.column.salesAgent'),
      value: (r) => r.salesAgent?.name ?? '',
      defaultVisible: false,
    },
    ...MONEY_KEYS.map(money),
    {
      id: 'lastPayment',
      header: t('recovery.column.lastPayment'),
      value: (r) => (r.lastPayment ? `${f.date(r.lastPayment.paidOn)} ${f.money(r.lastPayment.amount)}` : ''),
    },
    {
      id: 'lastNote',
      header: t('recovery.column.lastNote'),
      value: (r) => r.lastNote?.note ?? '',
      cell: (r) => (
        <Text size="sm" lineClamp={1} maw={220}>
          {r.lastNote?.note ?? ''}
        </Text>
      ),
    },
  ];
}
