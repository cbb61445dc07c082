import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import {
  EmptyState,
  FormError,
  notifySuccess,
  useClientEventWords,
  useErrorMessage,
  useFormat,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useAddComment, type ClientDetail } from '../api';

/** Comments and the client's timeline (every change is an event), newest first. */
export function TimelinePanel({ client }: { client: ClientDetail }) {
  const t = useT();
  const format = useFormat();
  const words = useClientEventWords();
  const describe = useErrorMessage();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddComment();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) {
      setProblem(t('clients.comment.required'));
      return;
    }
    setProblem(null);
    add.mutate(
      { clientId: client.clientId, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          notifySuccess(t('clients.timeline.added'));
        },
        onError: (error) => setProblem(describe(error)),
      },
    );
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t('clients.timeline.form')}>
        <Stack gap="xs">
          <Textarea
            label={t('clients.timeline.newComment')}
            autosize
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('clients.timeline.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {client.events.length === 0 ? (
        <EmptyState title={t('clients.timeline.empty')} description={t('clients.timeline.emptyHint')} />
      ) : (
        <Timeline bulletSize={12} lineWidth={2} aria-label={t('clients.timeline.label')}>
          {client.events.map((e) => (
            <Timeline.Item key={e.eventId} title={<Badge variant="light">{words.kind(e.kind)}</Badge>}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {words.sentence(e)}
              </Text>
              <Text size="xs" c="dimmed">
                {e.userName
                  ? t('clients.timeline.byWhom', { at: format.dateTime(e.at), user: e.userName })
                  : format.dateTime(e.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
