import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi, isApiError } from '@courier/shared/core';
import { sharedT, useSharedT } from '../i18n/createAreaI18n';
import { useErrorMessage } from '../i18n/errors';
import { api, type BodyOf, type ResponseOf } from '../contract';
import { FormError } from './forms';

/**
 * The step-up of sensitive calls, for every area: the server answers 403 `step_up_required`
 * until this session typed a fresh authenticator code (POST auth/stepUp) a short while ago.
 * `useStepUpGuard()` wraps such a call: on that answer it asks for the code in a modal, then
 * runs the call again.
 */

export type StepUpBody = BodyOf<typeof api.auth.stepUp>;
export type StepUpAnswer = ResponseOf<typeof api.auth.stepUp>;

/** POST auth/stepUp {code}: a fresh authenticator code opens the sensitive calls for this session a few minutes. */
export function stepUp(body: StepUpBody): Promise<StepUpAnswer> {
  return callApi(api.auth.stepUp, { body });
}
export const stepUpMutationOptions = { mutationFn: stepUp };
export function useStepUp() {
  return useMutation(stepUpMutationOptions);
}

/** Runs a call, asking for a fresh code and retrying when it answers step_up_required. */
export type StepUpGuard = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Asks for a fresh code of the authenticator app (POST auth/stepUp) before a sensitive action;
 * `onConfirmed` runs once the server accepted it, `onCancel` when the user gives up.
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
  const t = useSharedT();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useStepUp();
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
      setFieldError(t('shared.stepUp.codeInvalid'));
      return;
    }
    setFieldError(null);
    mutation.mutate(
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
      title={t('shared.stepUp.title')}
      // Above any dialog it was opened from (a form in a modal, the reminders preview).
      zIndex={400}
    >
      <form onSubmit={submit} noValidate aria-label={t('shared.stepUp.form')}>
        <Stack gap="sm">
          <Text size="sm">{t('shared.stepUp.text')}</Text>
          <TextInput
            label={t('shared.stepUp.code')}
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
              {t('shared.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('shared.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What a cancelled code prompt rejects the action with. */
export class StepUpCancelled extends Error {
  constructor() {
    super(sharedT('shared.stepUp.cancelled'));
    this.name = 'StepUpCancelled';
  }
}

/**
 * `guard(call)` runs the call; when the server answers 403 `step_up_required`, it asks for a
 * fresh code in a modal (render `modal`), then runs the call again. Cancelling rejects with
 * StepUpCancelled.
 */
export function useStepUpGuard(): { guard: StepUpGuard; modal: ReactNode } {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const current = useRef<Waiting | null>(null);
  const guard = useCallback(<T,>(call: () => Promise<T>): Promise<T> => {
    return call().catch((error: unknown) => {
      if (!isApiError(error) || error.code !== 'step_up_required') throw error;
      return new Promise<T>((resolve, reject) => {
        const w: Waiting = { retry: call, resolve: resolve as (v: unknown) => void, reject };
        current.current = w;
        setWaiting(w);
      });
    });
  }, []);
  const close = () => {
    current.current = null;
    setWaiting(null);
  };
  const modal = (
    <StepUpModal
      opened={waiting !== null}
      onConfirmed={() => {
        const w = current.current;
        close();
        if (w) w.retry().then(w.resolve, w.reject);
      }}
      onCancel={() => {
        const w = current.current;
        close();
        w?.reject(new StepUpCancelled());
      }}
    />
  );
  return { guard, modal };
}
