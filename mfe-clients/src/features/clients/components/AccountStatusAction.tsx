import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifySuccess, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { useCloseAccount, useReactivateAccount, type ClientDetail } from '../api';

/**
 * Close (an open account) or reactivate (a closed or inactive one): a required comment, then a
 * confirmation step that says what happens, then the call.
 */
export function AccountStatusAction({ client }: { client: ClientDetail }) {
  const t = useT();
  const describe = useErrorMessage();
  const closing = client.activityStatus === 'active';
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [missingComment, setMissingComment] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseAccount();
  const reactivate = useReactivateAccount();
  const pending = close.isPending || reactivate.isPending;
  const verb = closing ? t('clients.account.close') : t('clients.account.reactivate');

  const reset = () => {
    setOpened(false);
    setComment('');
    setConfirming(false);
    setMissingComment(false);
    setProblem(null);
  };
  const next = () => {
    setProblem(null);
    if (comment.trim() === '') {
      setMissingComment(true);
      return;
    }
    setMissingComment(false);
    setConfirming(true);
  };
  const run = () => {
    const body = { clientId: client.clientId, comment: comment.trim() };
    const options = {
      onSuccess: () => {
        notifySuccess(
          t(closing ? 'clients.account.closed' : 'clients.account.reactivated', {
            code: client.businessCode,
          }),
        );
        reset();
      },
      onError: (error: unknown) => {
        setConfirming(false);
        setProblem(describe(error));
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
      <Modal
        opened={opened}
        onClose={reset}
        title={t('clients.account.title', { action: verb, code: client.businessCode })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {closing ? t('clients.account.closeExplain') : t('clients.account.reactivateExplain')}
          </Text>
          <Textarea
            label={t('clients.account.comment')}
            withAsterisk
            autosize
            minRows={2}
            value={comment}
            disabled={confirming}
            error={missingComment ? t('clients.comment.required') : undefined}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {confirming && (
            <Alert
              color={closing ? 'red' : 'teal'}
              variant="light"
              role="status"
              title={t('clients.account.pleaseConfirm')}
            >
              {t(closing ? 'clients.account.closeNow' : 'clients.account.reactivateNow', {
                name: client.name,
              })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirming ? () => setConfirming(false) : reset}>
              {confirming ? t('clients.action.back') : t('clients.action.cancel')}
            </Button>
            {confirming ? (
              <Button color={closing ? 'red' : 'teal'} onClick={run} loading={pending}>
                {closing ? t('clients.account.closeYes') : t('clients.account.reactivateYes')}
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
