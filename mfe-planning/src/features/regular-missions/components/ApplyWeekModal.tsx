import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { DateField } from '@courier/shared';
import { EntityLink, isApiError, todayInParis, useErrorMessage, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useApplyWeek, usePreviewApplyWeek } from '../api';
import type { ApplyPreview } from '../types';
import { nextMonday } from '../utils/week';
import { announce } from '../../../i18n/notify';
import { ApplyChoiceDialog } from './ApplyChoiceDialog';

type Reason = ApplyPreview['skipped'][number]['reason'];
const reasonId = (reason: Reason) => `regularMissions.reason.${reason}` as const;

/**
 * Apply the active regular missions to a week: preview (lines, skips, price and pay totals), then
 * confirm. With `regularMissionIds` (the list is filtered), only those missions: the page's
 * filters decide what is applied, not every active mission.
 */
export function ApplyWeekModal({
  opened,
  onClose,
  regularMissionIds,
}: {
  opened: boolean;
  onClose: () => void;
  regularMissionIds?: number[];
}) {
  const t = useT();
  const f = useFormat();
  const describe = useErrorMessage();
  const [week, setWeek] = useState(() => nextMonday(todayInParis()));
  const preview = usePreviewApplyWeek();
  const apply = useApplyWeek();
  const [choosing, setChoosing] = useState(false);
  const data = preview.data;
  const close = () => {
    preview.reset();
    apply.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('regularMissions.apply.title')} size="xl">
      <Stack gap="sm">
        <Text size="sm">
          {regularMissionIds
            ? t('regularMissions.apply.ofFilters', { count: regularMissionIds.length })
            : t('regularMissions.apply.allActive')}
        </Text>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            apply.reset();
            preview.mutate({ weekStart: week, regularMissionIds });
          }}
        >
          <Group align="flex-end">
            <DateField
              label={t('regularMissions.apply.week')}
              withAsterisk
              value={week}
              onChange={setWeek}
              error={isApiError(preview.error) ? preview.error.fields.weekStart : undefined}
            />
            <Button type="submit" loading={preview.isPending}>
              {t('regularMissions.apply.preview')}
            </Button>
          </Group>
        </form>
        {preview.error && (
          <Alert color="red" role="alert">
            {describe(preview.error)}
          </Alert>
        )}
        {data && (
          <>
            <Text fw={600} role="status">
              {t('regularMissions.apply.summary', {
                lines: data.totals.lines,
                skipped: data.totals.skipped,
                clientPrice: f.money(data.totals.clientPrice),
                courierPay: f.money(data.totals.courierPay),
              })}
            </Text>
            {data.totals.unpriced > 0 && (
              <Alert color="orange" variant="light" role="note">
                {t('regularMissions.apply.unpriced', { count: data.totals.unpriced })}
              </Alert>
            )}
            {data.lines.length > 0 && (
              <ScrollArea h={260}>
                <Table aria-label={t('regularMissions.apply.linesLabel')} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('regularMissions.apply.date')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.courier')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.client')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.mission')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.times')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.clientPrice')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.courierPay')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.lines.map((l) => (
                      <Table.Tr key={`${l.regularMissionId}|${l.date}`}>
                        <Table.Td>{f.date(l.date)}</Table.Td>
                        <Table.Td>
                          <EntityLink kind="worker" code={l.worker.shortCode}>
                            {l.worker.shortCode} {l.worker.name}
                          </EntityLink>
                        </Table.Td>
                        <Table.Td>
                          {/* A client without a price list is fixed on its page. */}
                          <EntityLink kind="client" id={l.client.id}>
                            {l.client.name}
                          </EntityLink>
                        </Table.Td>
                        <Table.Td>{l.missionName}</Table.Td>
                        <Table.Td>
                          {f.clock(l.startTime)}–{f.clock(l.endTime)}
                        </Table.Td>
                        <Table.Td>{l.clientPrice === null ? t('regularMissions.apply.noPriceList') : f.money(l.clientPrice)}</Table.Td>
                        <Table.Td>{f.money(l.courierPay)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr fw={700}>
                      <Table.Td colSpan={5}>{t('common.total')}</Table.Td>
                      <Table.Td>{f.money(data.totals.clientPrice)}</Table.Td>
                      <Table.Td>{f.money(data.totals.courierPay)}</Table.Td>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </ScrollArea>
            )}
            {data.skipped.length > 0 && (
              <ScrollArea h={160}>
                <Table aria-label={t('regularMissions.apply.skippedLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('regularMissions.apply.date')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.mission')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.client')}</Table.Th>
                      <Table.Th>{t('regularMissions.apply.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.skipped.map((s) => (
                      <Table.Tr key={`${s.regularMissionId}|${s.date}`}>
                        <Table.Td>{f.date(s.date)}</Table.Td>
                        <Table.Td>{s.missionName}</Table.Td>
                        <Table.Td>
                          <EntityLink kind="client" id={s.client.id}>
                            {s.client.name}
                          </EntityLink>
                        </Table.Td>
                        <Table.Td>
                          <Badge color="gray" title={s.message}>
                            {t(reasonId(s.reason))}
                          </Badge>{' '}
                          {s.message}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
            {apply.data ? (
              <Alert color="green" role="status">
                {t('regularMissions.apply.created', { count: apply.data.shiftIds.length, week: f.date(apply.data.weekStart) })}
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button disabled={data.lines.length === 0} onClick={() => setChoosing(true)}>
                  {t('regularMissions.apply.create', { count: data.totals.lines })}
                </Button>
              </Group>
            )}
            {/* The missions first (some may be left out), then a report: the shifts of several missions. */}
            <ApplyChoiceDialog
              opened={choosing}
              onClose={() => setChoosing(false)}
              preview={data}
              regularMissionIds={regularMissionIds}
              apply={(body) =>
                apply.mutateAsync(body, {
                  onSuccess: (r) => announce('regularMissions.apply.createdToast', { count: r.shiftIds.length }),
                })
              }
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
