import { Alert, Button, Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState, notifyError } from '@courier/shared';
import { useMail } from '../api/getMail';
import { useDownloadAttachment } from '../api/getAttachment';
import { size, when } from '../types';
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
  const mail = useMail(id);
  const download = useDownloadAttachment();

  let content;
  if (mail.isPending) content = <LoadingState label="Loading the mail…" />;
  else if (mail.isError)
    content = (
      <ErrorState
        title="The mail could not be loaded"
        error={mail.error}
        onRetry={() => void mail.refetch()}
      />
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
          <Field label="To">{m.to.join(', ')}</Field>
          <Field label="Cc">{m.cc.length ? m.cc.join(', ') : 'Nobody'}</Field>
          <Field label="Queued">{when(m.createdAt)}</Field>
          <Field label="Tries">{m.tries}</Field>
          {m.sentAt && <Field label={m.status === 'captured' ? 'Captured' : 'Sent'}>{when(m.sentAt)}</Field>}
          {m.nextAttemptAt && <Field label="Next try">{when(m.nextAttemptAt)}</Field>}
          {m.messageId && <Field label="Message-ID">{m.messageId}</Field>}
          {m.serverResponse && <Field label="Mail server's answer">{m.serverResponse}</Field>}
        </SimpleGrid>
        {m.lastError && (
          <Alert
            color={m.status === 'failed' ? 'red' : 'yellow'}
            title={m.status === 'failed' ? 'Not sent' : 'Last try failed'}
          >
            {m.lastError}
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm" id="outbox-mail-text">
            Text as sent
          </Text>
          <Text size="xs" c="dimmed">
            A secret the mail carried (a password-reset link&apos;s token) reads [redacted]: only the
            recipient&apos;s mailbox got it.
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
            <summary>HTML version</summary>
            {/* No script, no form, no navigation: the mail's HTML is only shown. */}
            <iframe
              sandbox=""
              srcDoc={m.html}
              title="HTML version of the mail"
              style={{ width: '100%', height: 320, border: '1px solid #dee2e6' }}
            />
          </details>
        )}
        <div>
          <Text fw={600} size="sm">
            Attachments
          </Text>
          {m.attachments.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
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
                      { onError: (e) => notifyError(e, 'The attachment could not be downloaded') },
                    )
                  }
                >
                  Download {a.filename} ({size(a.size)})
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
      title="Mail of the outbox"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {content}
    </Modal>
  );
}
