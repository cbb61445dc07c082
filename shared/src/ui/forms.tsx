import { Alert, Button, Group } from '@mantine/core';
import { isApiError } from '@courier/shared/core';
import { sharedT, useSharedT } from '../i18n/createAreaI18n';
import { contractMessage } from '../i18n/contractMessages';
import { translatedErrorMessage } from '../i18n/errors';

/** The subset of a Mantine form used here (so any form's values type fits). */
interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Puts the server's field errors (`{error: {fields}}` of a 400) on the form's inputs.
 * Returns the message to show above the form when no field carries it.
 */
export function applyApiErrors(form: FormWithErrors, error: unknown): string | null {
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, contractMessage(message)])));
    return null;
  }
  return translatedErrorMessage(error);
}

/** The general error of a form (wrong password, conflict...), announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/**
 * The buttons that end a form in a modal or panel: "Cancel" (leaves without sending) and the
 * submit button, which shows its progress while the change is sent.
 */
export function FormActions({
  submitLabel,
  onCancel,
  loading,
  cancelLabel,
}: {
  submitLabel: string;
  onCancel: () => void;
  loading?: boolean;
  cancelLabel?: string;
}) {
  const t = useSharedT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('shared.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Validators for Mantine's useForm. */
export const validators = {
  required:
    (message?: string) =>
    (value: unknown) =>
      value === undefined || value === null || String(value).trim() === '' ? (message ?? sharedT('shared.forms.required')) : null,
  pattern: (regex: RegExp, message: string) => (value: unknown) =>
    regex.test(String(value ?? '').trim()) ? null : message,
};
