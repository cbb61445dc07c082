import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { api, type ResponseOf } from '../contract';
import { callApi } from '../api-client/client';
import { setToken } from '../session/token';
import { FormError, applyApiErrors, validators } from '../ui/forms';

export type SignInNext = ResponseOf<typeof api.auth.login>['next'];

/**
 * The address the browser has is not known to the page; the server records the IP it sees
 * (DESIGN §3: `userIp` is for the audit trail only), so an empty value is sent.
 */
export function bestEffortUserIp(): string {
  return '';
}

/** Step 1: login and password (POST auth/login {login, password, userIp}). */
export function SignInForm({ onSignedIn }: { onSignedIn: (next: SignInNext) => void | Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { login: '', password: '' },
    validate: {
      login: validators.required('Enter your login'),
      password: validators.required('Enter your password'),
    },
  });
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(api.auth.login, {
        body: { login: values.login.trim(), password: values.password, userIp: bestEffortUserIp() },
      });
      setToken(answer.token);
      await onSignedIn(answer.next);
    } catch (e) {
      setError(applyApiErrors(form, e));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormError message={error} />
        <TextInput label="Login" autoComplete="username" autoFocus {...form.getInputProps('login')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          // Not "Toggle password visibility": the field alone answers to the label "Password".
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the typed characters' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
