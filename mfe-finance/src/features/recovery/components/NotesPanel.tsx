import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { EmptyState, FormError, notifySuccess, useErrorMessage, useFormat } from '@courier/shared';
import { useAddNote, type RecoveryDetail } from '../api';
import { useT } from '../../../i18n';

/** Recovery notes, newest first, and the form to add one. */
export function NotesPanel({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddNote();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!note.trim()) {
      setProblem(t('recovery.notes.required'));
      return;
    }
    setProblem(null);
    add.mutate(
      { clientId: detail.client.clientId, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          notifySuccess(t('recovery.notes.added'));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={t('recovery.notes.form')}>
        <Stack gap="xs">
          <Textarea
            label={t('recovery.notes.new')}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('recovery.notes.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {detail.notes.length === 0 ? (
        <EmptyState title={t('recovery.notes.emptyTitle')} description={t('recovery.notes.emptyText')} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('recovery.notes.label')}
        >
          {detail.notes.map((n) => (
            <li key={n.noteId}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.note}
              </Text>
              <Text size="xs" c="dimmed">
                {f.dateTime(n.at)}
                {n.userName ? ` · ${n.userName}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
