import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { FormError, isApiError, notifySuccess, useErrorMessage, useFormat, useStepUpGuard } from '@courier/shared';
import { useLiftRecovery, type RecoveryDetail } from '../api';
import { useT } from '../../../i18n';

/**
 * The "in recovery" flag: why and since when; a finance user lifts it with a comment (asked
 * twice: the comment, then a fresh code when the server wants one). After a lift, the last
 * lift is shown until the rule is armed again.
 */
export function RecoveryFlagPanel({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const flag = detail.recovery;
  const [lifting, setLifting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { guard, modal } = useStepUpGuard();
  const lift = useLiftRecovery(guard);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!comment.trim()) {
      setCommentError(t('recovery.block.commentRequired'));
      return;
    }
    setCommentError(null);
    lift.mutate(
      { clientId: detail.client.clientId, comment: comment.trim() },
      {
        onSuccess: () => {
          setLifting(false);
          setComment('');
          notifySuccess(t('recovery.block.lifted'));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.comment) setCommentError(error.fields.comment);
          else setProblem(errorMessage(error));
        },
      },
    );
  };

  if (!flag.inRecovery)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('recovery.block.notIn')}</Text>
        {flag.liftedAt && (
          <Text size="sm" c="dimmed">
            {t('recovery.block.lastLift', {
              at: f.dateTime(flag.liftedAt),
              by: flag.liftedBy ?? t('recovery.block.someone'),
              comment: flag.liftComment,
            })}
          </Text>
        )}
      </Stack>
    );
  const since = flag.since ? f.dateTime(flag.since) : '';
  return (
    <Stack gap="sm">
      {modal}
      <Alert color="red" variant="light" title={t('finance.badge.inRecovery')} data-testid="recovery-flag">
        {flag.flaggedBy
          ? t('recovery.block.sinceBy', { at: since, by: flag.flaggedBy, reason: flag.reason })
          : t('recovery.block.since', { at: since, reason: flag.reason })}
      </Alert>
      {!lifting ? (
        <Group>
          <Button color="red" variant="light" onClick={() => setLifting(true)}>
            {t('recovery.block.lift')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('recovery.block.lift')}>
          <Stack gap="xs" maw={560}>
            <Textarea
              label={t('recovery.block.why')}
              withAsterisk
              autosize
              minRows={2}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={commentError}
            />
            <FormError message={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLifting(false)}>
                {t('finance.cancel')}
              </Button>
              <Button type="submit" color="red" loading={lift.isPending}>
                {t('recovery.block.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
