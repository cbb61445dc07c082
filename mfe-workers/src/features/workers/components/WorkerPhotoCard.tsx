import { useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { isApiError, notifySuccess, translatedErrorMessage, useFormat } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, useUploadPhoto, useWorker } from '../api';
import type { Worker } from '../types';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(translate('workers.photo.unreadable')));
    reader.readAsDataURL(file);
  });
}

/** A readable message for the server's refusals of a photo (413 too large, 415 not an image). */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413)
      return translate('workers.photo.refusedTooLarge', { message: translatedErrorMessage(error) });
    if (error.status === 415) return translate('workers.photo.refusedType', { message: translatedErrorMessage(error) });
    return translate('workers.photo.refused', { message: translatedErrorMessage(error) });
  }
  return translatedErrorMessage(error);
}

/**
 * The worker's photo, and a new one: choose, preview, upload with progress. The upload is an
 * edit of the worker: it carries the version the page has, and a 409 (someone changed the
 * worker meanwhile) offers "Reload", keeping the chosen file for a second try.
 */
export function WorkerPhotoCard({ worker }: { worker: Worker }) {
  const t = useT();
  const format = useFormat();
  const upload = useUploadPhoto(worker.shortCode);
  // The worker as the page has it now (the same query as the page: "Reload" refetches it).
  const current = useWorker(worker.shortCode);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const reload = async () => {
    await current.refetch();
    setConflict(null);
  };

  const choose = async (chosen: File | null) => {
    setProblem(null);
    setConflict(null);
    setProgress(null);
    upload.reset();
    if (!chosen) return;
    if (chosen.type && !PHOTO_TYPES.includes(chosen.type)) {
      setFile(null);
      setPreview(null);
      setProblem(t('workers.photo.notImage', { name: chosen.name }));
      return;
    }
    if (chosen.size > PHOTO_MAX_BYTES) {
      setFile(null);
      setPreview(null);
      setProblem(t('workers.photo.tooBig', { name: chosen.name, size: format.fileSize(chosen.size) }));
      return;
    }
    try {
      setPreview(await readAsDataUrl(chosen));
      setFile(chosen);
    } catch (error) {
      setProblem(translatedErrorMessage(error));
    }
  };

  const send = () => {
    if (!file || !preview) return;
    setProblem(null);
    setConflict(null);
    setProgress(0);
    const version = (current.data ?? worker).version;
    upload.mutate(
      { workerId: worker.id, version, image: preview, fileName: file.name, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setPreview(null);
          notifySuccess(translate('workers.photo.uploaded'));
        },
        onError: (error) => {
          setProgress(null);
          if (isApiError(error) && error.status === 409) setConflict(translatedErrorMessage(error));
          else setProblem(uploadErrorMessage(error));
        },
      },
    );
  };

  const name = `${worker.firstName} ${worker.lastName}`;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('workers.photo.title')}
        </Title>
        <Group align="flex-start" gap="md">
          {worker.photo ? (
            <Image
              src={worker.photo.url}
              alt={t('workers.photo.alt', { name })}
              w={128}
              h={128}
              radius="md"
              fit="cover"
              data-testid="worker-photo"
            />
          ) : (
            <Avatar size={128} radius="md" alt={t('workers.photo.none', { name })}>
              {worker.firstName.charAt(0)}
              {worker.lastName.charAt(0)}
            </Avatar>
          )}
          {preview && (
            <Stack gap={4} align="center">
              <Image src={preview} alt={t('workers.photo.previewAlt')} w={128} h={128} radius="md" fit="cover" />
              <Text size="xs" c="dimmed">
                {t('workers.photo.preview')}
              </Text>
            </Stack>
          )}
        </Group>
        {worker.photo && (
          <Text size="xs" c="dimmed">
            {t('workers.photo.updated', { date: format.dateTime(worker.photo.updatedAt) })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('workers.photo.rules')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')} inputProps={{ 'aria-label': t('workers.photo.file') }}>
            {(props) => (
              <Button variant="default" {...props}>
                {t(worker.photo ? 'workers.photo.chooseNew' : 'workers.photo.choose')}
              </Button>
            )}
          </FileButton>
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            {t('workers.photo.upload')}
          </Button>
          {file && !upload.isPending && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setFile(null);
                setPreview(null);
              }}
            >
              {t('workers.photo.cancel')}
            </Button>
          )}
        </Group>
        {file && (
          <Text size="sm">
            {t('workers.photo.fileSize', { name: file.name, size: format.fileSize(file.size) })}
          </Text>
        )}
        {progress !== null && upload.isPending && (
          <Stack gap={2}>
            <Progress value={progress} aria-label={t('workers.photo.progress')} animated />
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('workers.photo.uploading', { percent: format.percent(progress / 100, 0) })}
            </Text>
          </Stack>
        )}
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t('workers.conflict.title')}>
            <Stack gap="xs">
              <Text size="sm">
                {t('workers.photo.conflictText')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('workers.conflict.server', { message: conflict })}
              </Text>
              <Group>
                <Button size="xs" color="orange" onClick={() => void reload()} loading={current.isFetching}>
                  {t('workers.conflict.reload')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title={t('workers.photo.notUploaded')}>
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
