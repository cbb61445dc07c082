import { Alert, Button, Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState, notifyError, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useMail } from '../api/getMail';
import { useDownloadAttachment } from '../api/getAttachment';
import { MailStatusBadge } from './MailStatusBadge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One mail of the outbox in a dialog: who, what (the text as sent, secrets redacted), attachments, and where it is. */
export function MailDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const mail = useMail(id);
  const download = useDownloadAttachment();

  let content;
  if (mail.isPending) content = <LoadingState label={t('outbox.mail.loading')} />;
  else if (mail.isError)
    content = (
      <ErrorState title={t('outbox.mail.failed')} error={mail.error} onRetry={() => void mail.refetch()} />
    );
  else {
    const m = mail.data;
    content = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {m.subject}
          </Title>
          <MailStatusBadge status={m.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          <Field label={t('outbox.mail.to')}>{m.to.join(', ')}</Field>
          <Field label={t('outbox.mail.cc')}>{m.cc.length ? m.cc.join(', ') : t('outbox.mail.nobody')}</Field>
          <Field label={t('outbox.mail.queued')}>{format.dateTime(m.createdAt)}</Field>
          <Field label={t('outbox.mail.tries')}>{format.number(m.tries)}</Field>
          {m.sentAt && (
            <Field label={m.status === 'captured' ? t('outbox.mail.captured') : t('outbox.mail.sent')}>
              {format.dateTime(m.sentAt)}
            </Field>
          )}
          {m.nextAttemptAt && (
            <Field label={t('outbox.mail.nextTry')}>{format.dateTime(m.nextAttemptAt)}</Field>
          )}
          {m.messageId && <Field label={t('outbox.mail.messageId')}>{m.messageId}</Field>}
          {m.serverResponse && <Field label={t('outbox.mail.serverAnswer')}>{m.serverResponse}</Field>}
        </SimpleGrid>
        {m.lastError && (
          <Alert
            color={m.status === 'failed' ? 'red' : 'yellow'}
            title={m.status === 'failed' ? t('outbox.mail.notSent') : t('outbox.mail.lastTryFailed')}
          >
            {m.lastError}
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm" id="outbox-mail-text">
            {t('outbox.mail.text')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('outbox.mail.redacted')}
          </Text>
          <Code
            block
            aria-labelledby="outbox-mail-text"
            mt={4}
            style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}
          >
            {m.text}
          </Code>
        </div>
        {m.html && (
          <details>
            <summary>{t('outbox.mail.html')}</summary>
            {/* No script, no form, no navigation: the mail's HTML is only shown. */}
            <iframe
              sandbox=""
              srcDoc={m.html}
              title={t('outbox.mail.htmlFrame')}
              style={{ width: '100%', height: 320, border: '1px solid #dee2e6' }}
            />
          </details>
        )}
        <div>
          <Text fw={600} size="sm">
            {t('outbox.mail.attachments')}
          </Text>
          {m.attachments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('outbox.mail.none')}
            </Text>
          ) : (
            <Group gap={4}>
              {m.attachments.map((a) => (
                <Button
                  key={a.index}
                  size="xs"
                  variant="light"
                  loading={download.isPending && download.variables?.index === a.index}
                  onClick={() =>
                    download.mutate(
                      { id: m.id, index: a.index },
                      { onError: (e) => notifyError(e, t('outbox.mail.downloadFailed')) },
                    )
                  }
                >
                  {t('outbox.mail.download', { filename: a.filename, size: format.fileSize(a.size) })}
                </Button>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('outbox.mail.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('outbox.mail.close') }}
    >
      {content}
    </Modal>
  );
}
