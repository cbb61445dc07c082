import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useErrorMessage } from '../i18n/errors';
import { useSharedT } from '../i18n/createAreaI18n';
import { useUiTexts, type UiTexts } from './texts';

export type BulkId = string | number;

/** One record a bulk action may touch. */
export interface BulkItem<Id extends BulkId = BulkId> {
  id: Id;
  /** What the list shows for it (a client's name and amount...). */
  label: ReactNode;
  /** Why it is left out by default (a client disputing the debt): unticked, with this reason shown. */
  skipReason?: string | null;
}

/** What the action answers: the ids that failed, each with its error (the others are done). */
export interface BulkOutcome<Id extends BulkId = BulkId> {
  failed?: readonly { id: Id; error: string }[];
}

export interface BulkDialogProps<Id extends BulkId = BulkId> {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title, its accessible name ("Send reminders"). */
  title: string;
  /** The records the page's filters give (not only the page shown). */
  items: readonly BulkItem<Id>[];
  /** The confirming button, naming the count: `(n) => \`Send ${n} reminders\``. */
  confirmLabel: (count: number) => string;
  /** Runs the action on the chosen ids; a throw fails them all with its message. */
  run: (ids: Id[]) => Promise<BulkOutcome<Id> | void>;
  /** Said above the list (what the action does). */
  description?: ReactNode;
  texts?: Partial<UiTexts['bulk']>;
}

interface Report<Id> {
  done: Id[];
  skipped: Id[];
  failed: { id: Id; error: string }[];
}

/**
 * The one safeguard of an action that mails or changes several records: the list first (all
 * ticked but those with a `skipReason`, which say why), a button naming the count, then a report
 * (done, left out, failed with the error) with a Retry of the failed ones. A Mantine Modal:
 * focus stays inside, Escape closes unless the action is running.
 */
export function BulkDialog<Id extends BulkId>(props: BulkDialogProps<Id>) {
  const { opened, onClose, title } = props;
  const [running, setRunning] = useState(false);
  const closeLabel = useUiTexts().bulk.close;
  const close = () => {
    if (!running) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      closeButtonProps={{ 'aria-label': props.texts?.close ?? closeLabel }}
      trapFocus
    >
      {/* Mounted only while open: each opening starts from the page's current list. */}
      <BulkBody {...props} onClose={close} running={running} setRunning={setRunning} />
    </Modal>
  );
}

function initialChoice<Id extends BulkId>(items: readonly BulkItem<Id>[]): Set<Id> {
  return new Set(items.filter((item) => !item.skipReason).map((item) => item.id));
}

function BulkBody<Id extends BulkId>({
  items,
  confirmLabel,
  run,
  description,
  onClose,
  texts: given,
  running,
  setRunning,
}: BulkDialogProps<Id> & { running: boolean; setRunning: (on: boolean) => void }) {
  const texts = { ...useUiTexts().bulk, ...given };
  const errorMessage = useErrorMessage();
  const [chosen, setChosen] = useState<Set<Id>>(() => initialChoice(items));
  const [report, setReport] = useState<Report<Id> | null>(null);

  const execute = async (ids: Id[], previous: Report<Id> | null) => {
    setRunning(true);
    let failed: { id: Id; error: string }[];
    try {
      failed = [...((await run(ids))?.failed ?? [])];
    } catch (error) {
      const message = errorMessage(error);
      failed = ids.map((id) => ({ id, error: message }));
    }
    setRunning(false);
    const failedIds = new Set(failed.map((f) => f.id));
    const doneNow = ids.filter((id) => !failedIds.has(id));
    setReport({
      done: [...(previous?.done ?? []), ...doneNow],
      skipped: previous?.skipped ?? items.filter((item) => !chosen.has(item.id)).map((item) => item.id),
      failed,
    });
  };

  if (report) return <BulkReport items={items} report={report} texts={texts} running={running} onClose={onClose}
    onRetry={() => void execute(report.failed.map((f) => f.id), report)} />;

  const ids = items.filter((item) => chosen.has(item.id)).map((item) => item.id);
  const all = ids.length === items.length;
  const toggle = (id: Id, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack>
      {description}
      <Group justify="space-between">
        <Checkbox
          label={texts.selectAll}
          checked={all}
          indeterminate={ids.length > 0 && !all}
          onChange={(e) => setChosen(e.currentTarget.checked ? new Set(items.map((i) => i.id)) : new Set())}
          disabled={running}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {texts.chosen(ids.length, items.length)}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Checkbox
                checked={chosen.has(item.id)}
                onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                disabled={running}
                label={item.label}
                description={item.skipReason ? texts.skippedBecause(item.skipReason) : undefined}
              />
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={running}>
          {texts.cancel}
        </Button>
        <Button onClick={() => void execute(ids, null)} loading={running} disabled={ids.length === 0}>
          {confirmLabel(ids.length)}
        </Button>
      </Group>
    </Stack>
  );
}

function BulkReport<Id extends BulkId>({
  items,
  report,
  texts,
  running,
  onClose,
  onRetry,
}: {
  items: readonly BulkItem<Id>[];
  report: Report<Id>;
  texts: UiTexts['bulk'];
  running: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const t = useSharedT();
  const labelOf = (id: Id) => items.find((item) => item.id === id)?.label ?? String(id);
  return (
    <Stack>
      <Text role="status">
        {t('shared.bulk.reportLine', {
          done: texts.reportDone,
          doneCount: report.done.length,
          skipped: texts.reportSkipped,
          skippedCount: report.skipped.length,
          failed: texts.reportFailed,
          failedCount: report.failed.length,
        })}
      </Text>
      {report.failed.length > 0 && (
        <Alert color="red" variant="light" title={texts.reportFailed}>
          <List size="sm">
            {report.failed.map((f) => (
              <List.Item key={f.id}>
                {labelOf(f.id)}: {f.error}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        {report.failed.length > 0 && (
          <Button variant="default" onClick={onRetry} loading={running}>
            {texts.retry(report.failed.length)}
          </Button>
        )}
        <Button onClick={onClose} disabled={running}>
          {texts.close}
        </Button>
      </Group>
    </Stack>
  );
}
