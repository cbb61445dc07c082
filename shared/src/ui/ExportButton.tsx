import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { callApiFile, isCancelled } from '@courier/shared/core';
import type { Endpoint, QueryOf } from '../contract';
import { downloadBlob } from '../download';
import { useErrorMessage } from '../i18n/errors';
import { useUiTexts, type UiTexts } from './texts';

/** The separators an export offers: `;` for Excel with French settings (the default), `,` otherwise. */
type CsvSeparator = ';' | ',';

export interface ExportButtonProps<E extends Endpoint> {
  /** The contract's export endpoint (`<prefix>/export<Thing>`: GET, a CSV file, `sep` in its query). */
  endpoint: E;
  /** The list's filters and sort, as the list's own query sends them (no page: the whole set). */
  query: Omit<NonNullable<QueryOf<E>>, 'sep'>;
  defaultSeparator?: CsvSeparator;
  disabled?: boolean;
  texts?: Partial<UiTexts['export']>;
}

interface Progressing {
  loaded: number;
  total?: number;
}

/**
 * "Export CSV" of a whole filtered list: asks for the separator, downloads the server's streamed
 * file through the portal's API client (a progress bar while the bytes arrive), saves it under
 * the server's file name, and keeps a failure in the dialog.
 */
export function ExportButton<E extends Endpoint>({
  endpoint,
  query,
  defaultSeparator = ';',
  disabled,
  texts: given,
}: ExportButtonProps<E>) {
  const texts = { ...useUiTexts().export, ...given };
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [sep, setSep] = useState<CsvSeparator>(defaultSeparator);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);

  const close = () => {
    controller?.abort();
    setOpened(false);
    setProgress(null);
    setProblem(null);
  };

  const download = async () => {
    const abort = new AbortController();
    setController(abort);
    setProblem(null);
    setProgress({ loaded: 0 });
    try {
      const file = await callApiFile(endpoint, {
        query: { ...query, sep } as unknown as QueryOf<E>,
        signal: abort.signal,
        onDownloadProgress: (p) => setProgress(p),
      });
      downloadBlob(file.fileName, file.blob);
      setOpened(false);
    } catch (error) {
      if (!isCancelled(error)) setProblem(errorMessage(error));
    } finally {
      setProgress(null);
      setController(null);
    }
  };

  const busy = progress !== null;
  const percent = progress?.total ? Math.round((100 * progress.loaded) / progress.total) : null;

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={disabled}>
        {texts.button}
      </Button>
      <Modal opened={opened} onClose={close} title={texts.title} closeButtonProps={{ 'aria-label': texts.cancel }}>
        <Stack>
          <Text size="sm">{texts.description}</Text>
          <Radio.Group label={texts.separator} value={sep} onChange={(v) => setSep(v as CsvSeparator)}>
            <Stack gap={6} mt="xs">
              <Radio value=";" label={texts.semicolon} disabled={busy} />
              <Radio value="," label={texts.comma} disabled={busy} />
            </Stack>
          </Radio.Group>
          {busy && (
            <Progress
              aria-label={texts.downloading}
              value={percent ?? 100}
              striped={percent === null}
              animated={percent === null}
            />
          )}
          {problem && (
            <Alert color="red" variant="light" role="alert" title={texts.failed}>
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {texts.cancel}
            </Button>
            <Button onClick={() => void download()} loading={busy}>
              {texts.download}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
