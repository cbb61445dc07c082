import { Alert, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { EntityLink, ErrorState, LoadingState, useFormat } from '@courier/shared';
import { usePreviewClient } from '../api';
import { useT } from '../../../i18n';
import { WHOLE_BADGE } from '../../../kit/badge';
import { TableHead, figure } from '../../../kit/TableHead';

/** One client's draft lines (a shift each, with its missions) and its late changes. */
export function ClientLinesModal({
  month,
  clientId,
  onClose,
}: {
  month: string;
  clientId: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const detail = usePreviewClient(month, clientId);
  const d = detail.data;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('billing.lines.close') }}
      opened={clientId !== null}
      onClose={onClose}
      size="xl"
      title={d ? `${d.client.businessCode} · ${d.client.name}` : t('billing.lines.title')}
    >
      {detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          {d.client.problem === 'no_price_list' && (
            <Alert color="orange" role="status">
              {t('billing.lines.noPriceList')}
            </Alert>
          )}
          <Table striped aria-label={t('billing.lines.title')}>
            <TableHead
              columns={[
                t('billing.lines.date'),
                t('billing.lines.courier'),
                t('billing.lines.missions'),
                figure(t('billing.lines.waypoints')),
                figure(t('billing.lines.km')),
                figure(t('billing.lines.amount')),
              ]}
            />
            <Table.Tbody>
              {d.lines.map((l) => (
                <Table.Tr key={l.shiftId}>
                  <Table.Td>
                    <EntityLink kind="shift" id={l.shiftId} date={l.date}>
                      {f.date(l.date)}
                    </EntityLink>
                  </Table.Td>
                  <Table.Td>
                    <EntityLink kind="worker" code={l.worker.shortCode}>
                      {l.worker.shortCode} {l.worker.name}
                    </EntityLink>
                  </Table.Td>
                  <Table.Td>
                    {l.missions.map((m) => m.name).join(', ') || t('billing.lines.noMission')}
                  </Table.Td>
                  <Table.Td ta="right">{f.number(l.waypoints)}</Table.Td>
                  <Table.Td ta="right">{f.number(l.km)}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {l.amount === null ? '—' : f.money(l.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {d.lateChanges.length > 0 && (
            <>
              <Text fw={600}>{t('billing.late.title')}</Text>
              <Table striped aria-label={t('billing.late.label')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('billing.late.shift')}</Table.Th>
                    <Table.Th scope="col">{t('billing.late.what')}</Table.Th>
                    <Table.Th scope="col">{t('billing.late.billedOn')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('billing.late.difference')}
                    </Table.Th>
                    <Table.Th scope="col">{t('billing.late.goesTo')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('billing.late.credit')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.lateChanges.map((c) => (
                    <Table.Tr key={c.shiftId}>
                      <Table.Td>
                        {c.shiftId}
                        {c.date ? ` (${f.date(c.date)})` : ''}
                      </Table.Td>
                      <Table.Td>{t(`billing.reason.${c.reason}`)}</Table.Td>
                      <Table.Td>{c.invoiceNumber ?? '—'}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {f.money(c.difference)}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          styles={WHOLE_BADGE}
                          variant="light"
                          color={
                            c.goesTo === 'credit_note' ? 'grape' : c.goesTo === 'waits' ? 'gray' : 'blue'
                          }
                        >
                          {t(`billing.goesTo.${c.goesTo}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {c.credit > 0 ? f.money(c.credit) : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
