import { useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_LENGTH } from '../types';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { readAsDataUrl } from '../utils/format';

export interface ComposerAttachment {
  name: string;
  data: string;
  size: number;
}

interface Props {
  /** Called with the text (trimmed) and the attachment; the composer empties itself. */
  onSend: (text: string, attachment?: { name: string; data: string }) => void;
  /** Shown under the field while the connection is down. */
  offline: boolean;
}

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/**
 * The composer: Enter sends, Shift+Enter starts a new line; a file can be attached or an image
 * pasted (PNG, JPEG, GIF, WebP or PDF, at most 10 MB; the server checks the content). While
 * the connection is down the message waits and leaves when it is back.
 */
export function Composer({ onSend, offline }: Props) {
  const t = useT();
  const format = useFormat();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<ComposerAttachment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attach = async (file: File | null) => {
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(t('chat.composer.tooBig', { name: file.name, size: format.fileSize(file.size) }));
      return;
    }
    setError(null);
    setAttachment({
      name: file.name || 'pasted-image.png',
      data: await readAsDataUrl(file),
      size: file.size,
    });
  };

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed && !attachment) return;
    if (trimmed.length > MESSAGE_MAX_LENGTH) {
      setError(t('chat.composer.tooLong', { max: MESSAGE_MAX_LENGTH }));
      return;
    }
    onSend(trimmed, attachment ? { name: attachment.name, data: attachment.data } : undefined);
    setText('');
    setAttachment(null);
    setError(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = Array.from(e.clipboardData?.files ?? []).find((f) => f.type.startsWith('image/'));
    if (file) {
      e.preventDefault();
      void attach(file);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  const over = text.trim().length > MESSAGE_MAX_LENGTH;
  return (
    <form onSubmit={onSubmit} aria-label={t('chat.composer.label')} noValidate>
      <Stack gap={4}>
        <Textarea
          label={t('chat.composer.message')}
          description={t('chat.composer.hint')}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          error={error ?? (over ? t('chat.composer.tooLong', { max: MESSAGE_MAX_LENGTH }) : undefined)}
        />
        {attachment && (
          <Group gap="xs" data-testid="composer-attachment">
            <Text size="sm">
              {t('chat.messages.attached', {
                name: t('chat.messages.file', {
                  name: attachment.name,
                  size: format.fileSize(attachment.size),
                }),
              })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('chat.composer.remove', { name: attachment.name })}
              onClick={() => setAttachment(null)}
            />
          </Group>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <FileButton onChange={(f) => void attach(f)} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" size="xs">
                  {t('chat.composer.attach')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={over ? 'red' : 'dimmed'}>
              {t('chat.composer.length', { length: text.trim().length, max: MESSAGE_MAX_LENGTH })}
            </Text>
          </Group>
          <Button type="submit" size="xs" disabled={over || (!text.trim() && !attachment)}>
            {t('chat.composer.send')}
          </Button>
        </Group>
        {offline && (
          <Text size="xs" c="dimmed">
            {t('chat.composer.offline')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
