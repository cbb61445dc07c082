import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { errorMessage, isApiError, notifySuccess } from '@courier/shared';
import { useApplyWeek, usePreviewApplyWeek } from '../api';
import type { ApplyPreview } from '../types';
import { euros, nextMonday } from '../utils/format';

const REASONS: Record<ApplyPreview['skipped'][number]['reason'], string> = {
  overlap: 'Overlap',
  closed_client: 'Closed client',
  client_in_recovery: 'Client in recovery',
  inactive_worker: 'Inactive worker',
  beyond_limit: 'Beyond the limit',
  no_worker: 'No courier',
  already_applied: 'Already applied',
};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** Apply the active regular missions to a week: preview (lines, skips, price and pay totals), then confirm. */
export function ApplyWeekModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [week, setWeek] = useState(() => nextMonday(today()));
  const preview = usePreviewApplyWeek();
  const apply = useApplyWeek();
  const data = preview.data;
  const close = () => {
    preview.reset();
    apply.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Apply the regular missions to a week" size="xl">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply.reset();
            preview.mutate({ weekStart: week });
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Week starting on (a Monday)"
              type="date"
              required
              value={week}
              onChange={(e) => setWeek(e.currentTarget.value)}
              error={isApiError(preview.error) ? preview.error.fields.weekStart : undefined}
            />
            <Button type="submit" loading={preview.isPending}>
              Preview
            </Button>
          </Group>
        </form>
        {preview.error && (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        )}
        {data && (
          <>
            <Text fw={600} role="status">
              {data.totals.lines} shifts to create, {data.totals.skipped} skipped · client price {euros(data.totals.clientPrice)} · courier pay{' '}
              {euros(data.totals.courierPay)}
            </Text>
            {data.totals.unpriced > 0 && (
              <Alert color="orange" variant="light" role="note">
                {data.totals.unpriced} of these shifts are for clients without a price list: they have no price and the
                invoicing run will not bill them until a price list is linked to the client.
              </Alert>
            )}
            {data.lines.length > 0 && (
              <ScrollArea h={260}>
                <Table aria-label="Shifts to create" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Courier</Table.Th>
                      <Table.Th>Client</Table.Th>
                      <Table.Th>Mission</Table.Th>
                      <Table.Th>Times</Table.Th>
                      <Table.Th>Client price</Table.Th>
                      <Table.Th>Courier pay</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lines.map((l) => (
                      <Table.Tr key={`${l.regularMissionId}|${l.date}`}>
                        <Table.Td>{l.date}</Table.Td>
                        <Table.Td>
                          {l.worker.shortCode} {l.worker.name}
                        </Table.Td>
                        <Table.Td>{l.client.name}</Table.Td>
                        <Table.Td>{l.missionName}</Table.Td>
                        <Table.Td>
                          {l.startTime}–{l.endTime}
                        </Table.Td>
                        <Table.Td>{l.clientPrice === null ? 'No price list' : euros(l.clientPrice)}</Table.Td>
                        <Table.Td>{euros(l.courierPay)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr fw={700}>
                      <Table.Td colSpan={5}>Total</Table.Td>
                      <Table.Td>{euros(data.totals.clientPrice)}</Table.Td>
                      <Table.Td>{euros(data.totals.courierPay)}</Table.Td>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </ScrollArea>
            )}
            {data.skipped.length > 0 && (
              <ScrollArea h={160}>
                <Table aria-label="Skipped">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Mission</Table.Th>
                      <Table.Th>Client</Table.Th>
                      <Table.Th>Reason</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.skipped.map((s) => (
                      <Table.Tr key={`${s.regularMissionId}|${s.date}`}>
                        <Table.Td>{s.date}</Table.Td>
                        <Table.Td>{s.missionName}</Table.Td>
                        <Table.Td>{s.client.name}</Table.Td>
                        <Table.Td>
                          <Badge color="gray" title={s.message}>
                            {REASONS[s.reason]}
                          </Badge>{' '}
                          {s.message}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            {apply.error && (
              <Alert color="red" role="alert" title="Not applied">
                {errorMessage(apply.error)}
              </Alert>
            )}
            {apply.data ? (
              <Alert color="green" role="status">
                {apply.data.shiftIds.length} shifts created for the week of {apply.data.weekStart}.
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button
                  disabled={data.lines.length === 0}
                  loading={apply.isPending}
                  onClick={() =>
                    apply.mutate(
                      { weekStart: data.weekStart, previewToken: data.previewToken },
                      { onSuccess: (r) => notifySuccess(`${r.shiftIds.length} shifts created`) },
                    )
                  }
                >
                  Create {data.totals.lines} shifts
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
