import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  FormError,
  isApiError,
  notifySuccess,
  useErrorMessage,
  useFormat,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { useSetRecoveryDispute, type RecoveryDetail } from '../api';
import { useT } from '../../../i18n';

const REASON_MAX = 500;

/**
 * Whether the client disputes its debt, with the reason FINANCE noted: bulk reminders leave a
 * disputing client out unless it is ticked. Marking asks for the reason (a message next to the
 * field); a new reason replaces the old one; clearing ends the dispute.
 */
export function DisputePanel({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const dispute = detail.dispute;
  const clientId = detail.client.clientId;
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetRecoveryDispute();
  useUnsavedChangesGuard(editing && reason.trim() !== (dispute?.reason ?? ''), t('finance.leaveUnsaved'));

  const start = () => {
    setReason(dispute?.reason ?? '');
    setReasonError(null);
    setProblem(null);
    setEditing(true);
  };
  const onError = (error: unknown) => {
    if (isApiError(error) && error.fields.reason) setReasonError(error.fields.reason);
    else setProblem(errorMessage(error));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const text = reason.trim();
    if (!text) return setReasonError(t('recovery.dispute.reasonRequired'));
    if (text.length > REASON_MAX)
      return setReasonError(t('recovery.dispute.reasonTooLong', { max: REASON_MAX }));
    setReasonError(null);
    save.mutate(
      { clientId, reason: text },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess(t('recovery.dispute.saved'));
        },
        onError,
      },
    );
  };
  const clear = () => {
    setProblem(null);
    save.mutate(
      { clientId, reason: null },
      { onSuccess: () => notifySuccess(t('recovery.dispute.cleared')), onError },
    );
  };

  return (
    <Stack gap="sm">
      {dispute ? (
        <Alert color="orange" variant="light" title={t('recovery.dispute.on')} data-testid="recovery-dispute">
          <Text size="sm">{dispute.reason}</Text>
          <Text size="xs" c="dimmed">
            {t('recovery.dispute.since', { at: f.dateTime(dispute.since), by: dispute.by })}
          </Text>
        </Alert>
      ) : (
        <Text size="sm">{t('recovery.dispute.off')}</Text>
      )}
      {!editing && <FormError message={problem} />}
      {!editing ? (
        <Group>
          <Button variant="light" color="orange" onClick={start}>
            {t(dispute ? 'recovery.dispute.change' : 'recovery.dispute.mark')}
          </Button>
          {dispute && (
            <Button variant="default" onClick={clear} loading={save.isPending}>
              {t('recovery.dispute.clear')}
            </Button>
          )}
        </Group>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('recovery.dispute.mark')}>
          <Stack gap="xs" maw={560}>
            <Textarea
              label={t('recovery.dispute.reason')}
              description={t('recovery.dispute.reasonHelp')}
              withAsterisk
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
            />
            <FormError message={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('finance.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={save.isPending}>
                {t('recovery.dispute.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
