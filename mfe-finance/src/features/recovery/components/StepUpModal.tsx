import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FormError, errorMessage, isApiError } from '@courier/shared';
import { useStepUp } from '../api';

/**
 * Asks for a fresh code of the authenticator app (POST auth/stepUp) before a sensitive
 * finance action; `onConfirmed` runs once the server accepted it, `onCancel` when the user
 * gives up.
 */
export function StepUpModal({
  opened,
  onConfirmed,
  onCancel,
}: {
  opened: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const stepUp = useStepUp();
  const reset = () => {
    setCode('');
    setFieldError(null);
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The modal may be opened from inside another form: React carries submit events through portals.
    e.stopPropagation();
    setProblem(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError('Type the 6 digits your authenticator app shows');
      return;
    }
    setFieldError(null);
    stepUp.mutate(
      { code: code.trim() },
      {
        onSuccess: () => {
          reset();
          onConfirmed();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.code) setFieldError(error.fields.code);
          else setProblem(errorMessage(error));
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onCancel();
      }}
      title="Confirm with your authenticator app"
      // Above any dialog it was opened from (the reminders preview is one).
      zIndex={400}
    >
      <form onSubmit={submit} noValidate aria-label="Confirm with a fresh code">
        <Stack gap="sm">
          <Text size="sm">
            This action needs a fresh code: type the 6 digits your authenticator app shows now (a code already
            used does not work twice).
          </Text>
          <TextInput
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fieldError}
          />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                reset();
                onCancel();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={stepUp.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
