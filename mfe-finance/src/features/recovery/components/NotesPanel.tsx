import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { EmptyState, FormError, errorMessage, notifySuccess } from '@courier/shared';
import { useAddNote, type RecoveryDetail } from '../api';
import { formatInstant } from '../utils/format';

/** Recovery notes, newest first, and the form to add one. */
export function NotesPanel({ detail }: { detail: RecoveryDetail }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddNote();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!note.trim()) {
      setProblem('A note is required');
      return;
    }
    setProblem(null);
    add.mutate(
      { clientId: detail.client.clientId, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          notifySuccess('Note added');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Add a note">
        <Stack gap="xs">
          <Textarea
            label="New note"
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {detail.notes.length === 0 ? (
        <EmptyState title="No note yet" description="Calls, promises of payment and disputes go here." />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Notes"
        >
          {detail.notes.map((n) => (
            <li key={n.noteId}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.note}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstant(n.at)}
                {n.userName ? ` · ${n.userName}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
