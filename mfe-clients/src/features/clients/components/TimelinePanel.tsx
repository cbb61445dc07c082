import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { EmptyState, FormError, errorMessage, notifySuccess } from '@courier/shared';
import { useAddComment, type ClientDetail } from '../api';
import { formatInstant } from '../utils/format';

/** Comments and the client's timeline (every change is an event), newest first. */
export function TimelinePanel({ client }: { client: ClientDetail }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddComment();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!comment.trim()) {
      setProblem('A comment is required');
      return;
    }
    setProblem(null);
    add.mutate(
      { clientId: client.clientId, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          notifySuccess('Comment added');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Add a comment">
        <Stack gap="xs">
          <Textarea
            label="New comment"
            autosize
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add comment
            </Button>
          </Group>
        </Stack>
      </form>
      {client.events.length === 0 ? (
        <EmptyState title="No event yet" description="Changes and comments show here." />
      ) : (
        <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
          {client.events.map((e) => (
            <Timeline.Item key={e.eventId} title={<Badge variant="light">{e.kind}</Badge>}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {e.summary}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstant(e.at)}
                {e.userName ? ` · ${e.userName}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
