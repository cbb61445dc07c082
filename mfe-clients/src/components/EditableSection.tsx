import { useEffect, useState, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ReadOnlyUntilEdit, useUnsavedChangesGuard, type EditControls } from '@courier/shared';
import { useT } from '../i18n';

/** What a record's form gets from its section: leave it (Cancel, after a save) and report its changes. */
export interface SectionControls extends EditControls {
  /** The form holds changes (`form.isDirty()`): leaving it asks first. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A record's section read-only until "Edit" (the kit's ReadOnlyUntilEdit in this area's words):
 * Cancel with changes asks before discarding them; leaving the page with changes asks too.
 */
export function EditableSection({
  view,
  children,
}: {
  view: ReactNode;
  children: (controls: SectionControls) => ReactNode;
}) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  return (
    <ReadOnlyUntilEdit
      view={view}
      dirty={dirty}
      onDiscard={() => setDirty(false)}
      texts={{
        edit: t('clients.form.edit'),
        cancel: t('clients.action.cancel'),
        leaveUnsaved: t('clients.form.leaveUnsaved'),
        discardTitle: t('clients.form.discardTitle'),
        discardBody: t('clients.form.discardBody'),
        discard: t('clients.form.discard'),
      }}
    >
      {(controls) =>
        children({
          cancel: controls.cancel,
          done: () => {
            setDirty(false);
            controls.done();
          },
          onDirtyChange: setDirty,
        })
      }
    </ReadOnlyUntilEdit>
  );
}

/**
 * A form's part of the guard: reports whether it holds changes, and asks in the page's language
 * before the page is left with them (registered before the kit's English question).
 */
export function useSectionGuard(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  const t = useT();
  useUnsavedChangesGuard(dirty, t('clients.form.leaveUnsaved'));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}

/** The read-only view of a record's fields: each label over its value, "—" when empty. */
export function FieldsView({
  fields,
  cols = { base: 1, sm: 2, md: 3 },
  label,
}: {
  fields: readonly { label: string; value: ReactNode }[];
  cols?: Record<string, number>;
  label: string;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={cols} spacing="sm" aria-label={label} role="group">
      {fields.map((f) => (
        <Stack key={f.label} gap={2}>
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {f.value === null || f.value === undefined || f.value === '' ? t('clients.form.empty') : f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
