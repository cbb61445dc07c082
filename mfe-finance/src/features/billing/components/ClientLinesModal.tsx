import { Alert, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { ErrorState, LoadingState } from '@courier/shared';
import { usePreviewClient } from '../api';
import { formatEuros } from '../utils/format';

const GOES_TO = {
  credit_note: 'Credit note on the invoice that billed it',
  next_invoice: 'This invoice',
  waits: 'Waits: this invoice does not cover it',
} as const;
const REASONS = {
  deleted: 'Shift deleted',
  unproductive: 'Now unproductive',
  no_longer_billable: 'Shift type no longer billable',
  moved_to_other_client: 'Moved to another client',
  missions_changed: 'Missions changed',
} as const;

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
  const detail = usePreviewClient(month, clientId);
  const d = detail.data;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={clientId !== null}
      onClose={onClose}
      size="xl"
      title={d ? `${d.client.businessCode} · ${d.client.name}` : 'Draft lines'}
    >
      {detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          {d.client.problem === 'no_price_list' && (
            <Alert color="orange" role="status">
              This client has no price list: choose one in the client’s settings; it is not billed until then.
            </Alert>
          )}
          <Table striped aria-label="Draft lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Courier</Table.Th>
                <Table.Th scope="col">Missions</Table.Th>
                <Table.Th scope="col" ta="right">
                  Waypoints
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Km
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount excl. VAT
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines.map((l) => (
                <Table.Tr key={l.shiftId}>
                  <Table.Td>{l.date}</Table.Td>
                  <Table.Td>
                    {l.worker.shortCode} {l.worker.name}
                  </Table.Td>
                  <Table.Td>{l.missions.map((m) => m.name).join(', ') || 'No mission'}</Table.Td>
                  <Table.Td ta="right">{l.waypoints}</Table.Td>
                  <Table.Td ta="right">{l.km}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {l.amount === null ? '—' : formatEuros(l.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {d.lateChanges.length > 0 && (
            <>
              <Text fw={600}>Changes to shifts billed before</Text>
              <Table striped aria-label="Late changes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Shift</Table.Th>
                    <Table.Th scope="col">What changed</Table.Th>
                    <Table.Th scope="col">Billed on</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Difference
                    </Table.Th>
                    <Table.Th scope="col">Goes to</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Credit note incl. VAT
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.lateChanges.map((c) => (
                    <Table.Tr key={c.shiftId}>
                      <Table.Td>
                        {c.shiftId}
                        {c.date ? ` (${c.date})` : ''}
                      </Table.Td>
                      <Table.Td>{REASONS[c.reason]}</Table.Td>
                      <Table.Td>{c.invoiceNumber ?? '—'}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {formatEuros(c.difference)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={c.goesTo === 'credit_note' ? 'grape' : c.goesTo === 'waits' ? 'gray' : 'blue'}>
                          {GOES_TO[c.goesTo]}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {c.credit > 0 ? formatEuros(c.credit) : '—'}
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
