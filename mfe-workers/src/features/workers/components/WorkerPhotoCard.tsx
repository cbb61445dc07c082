import { useState } from 'react';
import { Alert, Avatar, Button, Card, FileButton, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { errorMessage, isApiError, notifySuccess } from '@courier/shared';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, useUploadPhoto, useWorker } from '../api';
import type { Worker } from '../types';
import { formatDateTime } from '../utils/format';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A readable message for the server's refusals of a photo (413 too large, 415 not an image). */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413)
      return `The server refused the photo: it is too large (at most 5 MB and 25 megapixels). ${error.message}`;
    if (error.status === 415) return `The server refused the photo: it is not a JPEG, PNG or WebP image. ${error.message}`;
    return `The server refused the photo: ${error.message}`;
  }
  return errorMessage(error);
}

/**
 * The worker's photo, and a new one: choose, preview, upload with progress. The upload is an
 * edit of the worker: it carries the version the page has, and a 409 (someone changed the
 * worker meanwhile) offers "Reload", keeping the chosen file for a second try.
 */
export function WorkerPhotoCard({ worker }: { worker: Worker }) {
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
      setProblem(`"${chosen.name}" is not a JPEG, PNG or WebP image.`);
      return;
    }
    if (chosen.size > PHOTO_MAX_BYTES) {
      setFile(null);
      setPreview(null);
      setProblem(`"${chosen.name}" is ${(chosen.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB.`);
      return;
    }
    try {
      setPreview(await readAsDataUrl(chosen));
      setFile(chosen);
    } catch (error) {
      setProblem(errorMessage(error));
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
          notifySuccess('The photo was uploaded.');
        },
        onError: (error) => {
          setProgress(null);
          if (isApiError(error) && error.status === 409) setConflict(error.message);
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
          Photo
        </Title>
        <Group align="flex-start" gap="md">
          {worker.photo ? (
            <Image
              src={worker.photo.url}
              alt={`Photo of ${name}`}
              w={128}
              h={128}
              radius="md"
              fit="cover"
              data-testid="worker-photo"
            />
          ) : (
            <Avatar size={128} radius="md" alt={`No photo of ${name}`}>
              {worker.firstName.charAt(0)}
              {worker.lastName.charAt(0)}
            </Avatar>
          )}
          {preview && (
            <Stack gap={4} align="center">
              <Image src={preview} alt="Preview of the chosen photo" w={128} h={128} radius="md" fit="cover" />
              <Text size="xs" c="dimmed">
                Preview
              </Text>
            </Stack>
          )}
        </Group>
        {worker.photo && (
          <Text size="xs" c="dimmed">
            Updated {formatDateTime(worker.photo.updatedAt)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP, at most 5 MB and 25 megapixels.
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PHOTO_TYPES.join(',')} inputProps={{ 'aria-label': 'Photo file' }}>
            {(props) => (
              <Button variant="default" {...props}>
                {worker.photo ? 'Choose a new photo' : 'Choose a photo'}
              </Button>
            )}
          </FileButton>
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            Upload photo
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
              Cancel
            </Button>
          )}
        </Group>
        {file && (
          <Text size="sm">
            {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
          </Text>
        )}
        {progress !== null && upload.isPending && (
          <Stack gap={2}>
            <Progress value={progress} aria-label="Upload progress" animated />
            <Text size="xs" c="dimmed" aria-live="polite">
              Uploading… {progress} %
            </Text>
          </Stack>
        )}
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title="Someone else changed this worker">
            <Stack gap="xs">
              <Text size="sm">
                This worker was changed by someone else since you opened it, so the photo was not uploaded. Reload to
                get the latest version, then upload again: the chosen photo is kept.
              </Text>
              <Text size="xs" c="dimmed">
                Server: {conflict}
              </Text>
              <Group>
                <Button size="xs" color="orange" onClick={() => void reload()} loading={current.isFetching}>
                  Reload
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" title="The photo was not uploaded">
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
