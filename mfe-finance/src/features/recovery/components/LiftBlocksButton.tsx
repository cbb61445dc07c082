import { useState } from 'react';
import { Button, List, Text } from '@mantine/core';
import { ConfirmDialog, notifySuccess, useErrorMessage, useStepUpGuard } from '@courier/shared';
import { useLiftRecoveries, type SummaryRow } from '../api';
import { useT } from '../../../i18n';

/**
 * The bulk action of the recovery list: lifts the blocks of the ticked clients in recovery,
 * after a confirmation naming them and a reason (kept on each client), with a fresh code.
 */
export function LiftBlocksButton({ chosen, onDone }: { chosen: SummaryRow[]; onDone: () => void }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const blocked = chosen.filter((r) => r.inRecoverySince);
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { guard, modal } = useStepUpGuard();
  const lift = useLiftRecoveries(guard);
  const close = () => {
    setOpened(false);
    setProblem(null);
  };
  const confirm = (comment: string) => {
    setProblem(null);
    lift.mutate(
      { clientIds: blocked.map((r) => r.clientId), comment },
      {
        onSuccess: ({ lifted, notInRecovery }) => {
          notifySuccess(
            notInRecovery.length
              ? t('recovery.liftMany.doneGone', {
                  count: lifted.length,
                  codes: notInRecovery.map((c) => c.businessCode).join(', '),
                })
              : t('recovery.liftMany.done', { count: lifted.length }),
          );
          close();
          onDone();
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };
  return (
    <>
      {modal}
      <Button variant="default" disabled={blocked.length === 0} onClick={() => setOpened(true)}>
        {blocked.length ? t('recovery.liftMany.button', { count: blocked.length }) : t('recovery.liftMany.buttonNone')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t('recovery.liftMany.title', { count: blocked.length })}
        confirmLabel={t('recovery.liftMany.confirm')}
        onConfirm={confirm}
        busy={lift.isPending}
        problem={problem}
        reason={{
          label: t('recovery.liftMany.reason'),
          description: t('recovery.liftMany.reasonHelp'),
          minLength: 3,
          maxLength: 2000,
          missing: t('recovery.liftMany.reasonMissing'),
        }}
      >
        <Text size="sm">{t('recovery.liftMany.text')}</Text>
        <List size="sm" data-testid="lift-blocks-clients">
          {blocked.map((r) => (
            <List.Item key={r.clientId}>
              {r.businessCode} · {r.name}
            </List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </>
  );
}
