import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { ConfirmDialog } from './ConfirmDialog';
import { useUiTexts, type UiTexts } from './texts';
import { useUnsavedChangesGuard } from './unsavedChanges';

export interface EditControls {
  /** Back to the read-only view; asks first when the form holds changes. */
  cancel: () => void;
  /** Back to the read-only view at once (after a successful save). */
  done: () => void;
}

export interface ReadOnlyUntilEditProps {
  /** The record's read-only view. */
  view: ReactNode;
  /** The form, given the controls to leave it; put `controls.cancel` on its Cancel button. */
  children: (controls: EditControls) => ReactNode;
  /** The form holds unsaved changes (`form.isDirty()`): leaving asks first. */
  dirty: boolean;
  /** Called when the user discards the changes (reset the form there). */
  onDiscard?: () => void;
  /** The user may edit (roles): no Edit button otherwise. */
  canEdit?: boolean;
  /** Controlled mode (optional): the page keeps whether the record is being edited. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  texts?: Partial<UiTexts['forms']>;
}

/**
 * A record page read-only until "Edit": the button turns the view into the form; Cancel with
 * changes asks before discarding them, and leaving the page while editing with changes asks too
 * (useUnsavedChangesGuard).
 */
export function ReadOnlyUntilEdit({
  view,
  children,
  dirty,
  onDiscard,
  canEdit = true,
  editing: controlled,
  onEditingChange,
  texts: given,
}: ReadOnlyUntilEditProps) {
  const texts = { ...useUiTexts().forms, ...given };
  const [own, setOwn] = useState(false);
  const editing = controlled ?? own;
  const setEditing = (on: boolean) => {
    setOwn(on);
    onEditingChange?.(on);
  };
  const [asking, setAsking] = useState(false);
  useUnsavedChangesGuard(editing && dirty);

  const leave = () => {
    setAsking(false);
    onDiscard?.();
    setEditing(false);
  };
  const controls: EditControls = {
    cancel: () => (dirty ? setAsking(true) : leave()),
    done: () => setEditing(false),
  };

  if (!editing)
    return (
      <Stack>
        {canEdit && (
          <Group justify="flex-end">
            <Button onClick={() => setEditing(true)}>{texts.edit}</Button>
          </Group>
        )}
        {view}
      </Stack>
    );
  return (
    <>
      {children(controls)}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={texts.discardTitle}
        confirmLabel={texts.discard}
        color="red"
        onConfirm={leave}
      >
        {texts.discardBody}
      </ConfirmDialog>
    </>
  );
}
