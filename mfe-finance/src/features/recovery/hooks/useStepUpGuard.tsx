import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@courier/shared';
import type { StepUpGuard } from '../api';
import { StepUpModal } from '../components/StepUpModal';

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What a cancelled code prompt rejects the action with. */
export class StepUpCancelled extends Error {
  constructor() {
    super('Not done: a fresh code from your authenticator app is needed for this action');
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
