import { Badge, Button, Group, Pagination, Table, Text } from '@mantine/core';
import { EntityLink, useFormat } from '@courier/shared';
import type { BillingPreview, PreviewRow } from '../api';
import { useT } from '../../../i18n';
import { WHOLE_BADGE } from '../../../kit/badge';
import { TableHead, figure } from '../../../kit/TableHead';

/** A page of the preview: one row per client (its business unit, flags, shifts, amounts). */
export function PreviewTable({
  preview,
  onOpen,
  onPage,
}: {
  preview: BillingPreview;
  onOpen: (row: PreviewRow) => void;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  const money = (v: number | null) => (v === null ? '—' : f.money(v));
  const pages = Math.ceil(preview.total / preview.pageSize);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={t('billing.preview.label')}>
          <TableHead
            columns={[
              t('billing.preview.client'),
              t('billing.preview.businessUnit'),
              t('billing.preview.flags'),
              figure(t('billing.preview.shifts')),
              figure(t('billing.preview.lateChanges')),
              figure(t('billing.preview.excl')),
              figure(t('billing.preview.incl')),
              figure(t('billing.preview.creditNotes')),
              { label: t('billing.preview.lines'), hidden: true },
            ]}
          />
          <Table.Tbody>
            {preview.items.map((r) => (
              <Table.Tr key={r.clientId} data-testid={`preview-row-${r.clientId}`}>
                <Table.Td>
                  {/* The client's page is where a missing price list is fixed. */}
                  <EntityLink kind="client" id={r.clientId}>
                    {r.businessCode} · {r.name}
                  </EntityLink>
                </Table.Td>
                <Table.Td>{r.businessUnit?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {r.problem === 'no_price_list' && (
                      <Badge styles={WHOLE_BADGE} color="orange" variant="light">
                        {t('billing.preview.noPriceList')}
                      </Badge>
                    )}
                    {r.inRecoverySince && (
                      <Badge styles={WHOLE_BADGE} color="red" variant="light">
                        {t('finance.badge.inRecovery')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{f.number(r.shifts)}</Table.Td>
                <Table.Td ta="right">{f.number(r.lateChanges)}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {money(r.amountExclVat)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {money(r.amount)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {r.creditNotes > 0 ? `${r.creditNotes} · ${money(r.creditAmount)}` : '—'}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onOpen(r)}
                    aria-label={t('billing.preview.linesOf', { name: r.name })}
                  >
                    {t('billing.preview.lines')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={preview.page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t('finance.pager.control', { control }) })}
          />
          <Text size="sm" c="dimmed">
            {t('billing.preview.count', { count: preview.total })}
          </Text>
        </Group>
      )}
    </>
  );
}
