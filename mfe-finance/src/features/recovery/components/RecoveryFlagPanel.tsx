import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { FormError, errorMessage, isApiError, notifySuccess, useStepUpGuard } from '@courier/shared';
import { useLiftRecovery, type RecoveryDetail } from '../api';
import { formatInstant } from '../utils/format';

/**
 * The "in recovery" flag: why and since when; a finance user lifts it with a comment (asked
 * twice: the comment, then a fresh code when the server wants one). After a lift, the last
 * lift is shown until the rule is armed again.
 */
export function RecoveryFlagPanel({ detail }: { detail: RecoveryDetail }) {
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
      setCommentError('A comment is required');
      return;
    }
    setCommentError(null);
    lift.mutate(
      { clientId: detail.client.clientId, comment: comment.trim() },
      {
        onSuccess: () => {
          setLifting(false);
          setComment('');
          notifySuccess('Recovery block lifted');
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
        <Text size="sm">Not in recovery: new shifts may be planned for this client.</Text>
        {flag.liftedAt && (
          <Text size="sm" c="dimmed">
            Last block lifted {formatInstant(flag.liftedAt)} by {flag.liftedBy ?? 'someone'}:{' '}
            {flag.liftComment}. It is not set again until the overdue amount has come back under the threshold
            and passes it again.
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="sm">
      {modal}
      <Alert color="red" variant="light" title="In recovery" data-testid="recovery-flag">
        Since {formatInstant(flag.since)}
        {flag.flaggedBy ? ` (by ${flag.flaggedBy})` : ''}: {flag.reason}. Planning refuses new shifts for this
        client until the block is lifted or the debt is paid.
      </Alert>
      {!lifting ? (
        <Group>
          <Button color="red" variant="light" onClick={() => setLifting(true)}>
            Lift the recovery block
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Lift the recovery block">
          <Stack gap="xs" maw={560}>
            <Textarea
              label="Why the block is lifted"
              required
              autosize
              minRows={2}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={commentError}
            />
            <FormError message={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLifting(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={lift.isPending}>
                Lift the block
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
