import { useState } from 'react';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api } from '../contract';
import { callApi } from '../api-client/client';
import { setCurrentUser } from '../session/user-store';
import { FormError, applyApiErrors, validators } from '../ui/forms';
import { notifyError } from '../ui/notify';
import { bestEffortUserIp } from './SignInForm';

/**
 * Step 2: the authenticator code (POST auth/double_auth {code}); "Remember this network"
 * then calls auth/valid_ip so the next sign-in from this network skips this step.
 */
export function CodeForm({
  onConfirmed,
  rememberOption = true,
}: {
  onConfirmed: () => void | Promise<void>;
  rememberOption?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '', remember: false },
    validate: { code: validators.pattern(/^\d{6}$/, 'The code has 6 digits') },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(api.auth.doubleAuth, { body: { code: values.code.trim() } });
      setCurrentUser(answer.user);
      if (values.remember) {
        try {
          await callApi(api.auth.validIp, { body: { userIp: bestEffortUserIp() } });
        } catch (e) {
          notifyError(e, 'This network could not be remembered');
        }
      }
      await onConfirmed();
    } catch (e) {
      setError(applyApiErrors(form, e));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Second step">
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label="Code"
          description="The 6-digit code of your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          {...form.getInputProps('code')}
        />
        {rememberOption && (
          <Checkbox label="Remember this network" {...form.getInputProps('remember', { type: 'checkbox' })} />
        )}
        <Button type="submit" loading={busy}>
          Confirm
        </Button>
      </Stack>
    </form>
  );
}
