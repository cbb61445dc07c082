import { useState } from 'react';
import { Button, List, Text } from '@mantine/core';
import { ConfirmDialog, errorMessage, notifySuccess, useStepUpGuard } from '@courier/shared';
import { useLiftRecoveries, type SummaryRow } from '../api';

/**
 * The bulk action of the recovery list: lifts the blocks of the ticked clients in recovery,
 * after a confirmation naming them and a reason (kept on each client), with a fresh code.
 */
export function LiftBlocksButton({ chosen, onDone }: { chosen: SummaryRow[]; onDone: () => void }) {
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
            `Blocks lifted: ${lifted.length}` +
              (notInRecovery.length ? `; no longer in recovery: ${notInRecovery.map((c) => c.businessCode).join(', ')}` : ''),
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
        {blocked.length ? `Lift ${blocked.length} block${blocked.length === 1 ? '' : 's'}` : 'Lift blocks'}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={`Lift the recovery block of ${blocked.length} client${blocked.length === 1 ? '' : 's'}?`}
        confirmLabel="Lift the blocks"
        onConfirm={confirm}
        busy={lift.isPending}
        problem={problem}
        reason={{
          label: 'Reason',
          description: 'Kept on each client’s timeline and in the admin events.',
          minLength: 3,
          maxLength: 2000,
          missing: 'Say why the blocks are lifted',
        }}
      >
        <Text size="sm">Planning will accept new shifts for these clients again:</Text>
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
