import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { errorMessage, notifySuccess } from '@courier/shared';
import { useCloseAccount, useReactivateAccount, type ClientDetail } from '../api';

/**
 * Close (an open account) or reactivate (a closed or inactive one): a required comment, then a
 * confirmation step that says what happens, then the call.
 */
export function AccountStatusAction({ client }: { client: ClientDetail }) {
  const closing = client.activityStatus === 'active';
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseAccount();
  const reactivate = useReactivateAccount();
  const pending = close.isPending || reactivate.isPending;
  const verb = closing ? 'Close account' : 'Reactivate account';

  const reset = () => {
    setOpened(false);
    setComment('');
    setConfirming(false);
    setProblem(null);
  };
  const next = () => {
    if (comment.trim() === '') {
      setProblem('A comment is required');
      return;
    }
    setProblem(null);
    setConfirming(true);
  };
  const run = () => {
    const body = { clientId: client.clientId, comment: comment.trim() };
    const options = {
      onSuccess: () => {
        notifySuccess(
          closing ? `${client.businessCode} is closed.` : `${client.businessCode} is active again.`,
        );
        reset();
      },
      onError: (error: unknown) => {
        setConfirming(false);
        setProblem(errorMessage(error));
      },
    };
    if (closing) close.mutate(body, options);
    else reactivate.mutate(body, options);
  };

  return (
    <>
      <Button variant="outline" color={closing ? 'red' : 'teal'} onClick={() => setOpened(true)}>
        {verb}
      </Button>
      <Modal opened={opened} onClose={reset} title={`${verb} ${client.businessCode}?`}>
        <Stack gap="sm">
          <Text size="sm">
            {closing
              ? 'A closed client becomes inactive: planning refuses new shifts for it. Its invoices, contacts and history are kept.'
              : 'The client becomes active again and can be planned.'}
          </Text>
          <Textarea
            label="Comment"
            required
            autosize
            minRows={2}
            value={comment}
            disabled={confirming}
            error={problem === 'A comment is required' ? problem : undefined}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {problem && problem !== 'A comment is required' && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {confirming && (
            <Alert color={closing ? 'red' : 'teal'} variant="light" role="status" title="Please confirm">
              {closing ? `Close ${client.name}'s account now?` : `Reactivate ${client.name}'s account now?`}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirming ? () => setConfirming(false) : reset}>
              {confirming ? 'Back' : 'Cancel'}
            </Button>
            {confirming ? (
              <Button color={closing ? 'red' : 'teal'} onClick={run} loading={pending}>
                {closing ? 'Yes, close the account' : 'Yes, reactivate'}
              </Button>
            ) : (
              <Button color={closing ? 'red' : 'teal'} onClick={next}>
                {verb}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
