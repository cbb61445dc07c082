import { useState } from 'react';
import { translate } from '../../../i18n';
import { notifySuccess, useErrorMessage } from '@courier/shared';
import { useRevokeTrustedDevice } from '../api';
import type { TrustedDevice } from '../types';

/**
 * The confirmation before revoking a device: `ask` opens it for one device, `confirm` revokes
 * it (the list is then read again), `cancel` closes it. A failure stays in the dialog.
 */
export function useRevokeConfirmation() {
  const [device, setDevice] = useState<TrustedDevice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The failure is said in the dialog (not also as a notification).
  const errorMessage = useErrorMessage();
  const revoke = useRevokeTrustedDevice({ onError: (error) => setProblem(errorMessage(error)) });

  const ask = (candidate: TrustedDevice) => {
    setProblem(null);
    setDevice(candidate);
  };
  const cancel = () => {
    if (!revoke.isPending) setDevice(null);
  };
  const confirm = () => {
    if (!device) return;
    setProblem(null);
    revoke.mutate(
      { id: device.id },
      {
        onSuccess: () => {
          notifySuccess(
            translate(device.current ? 'shell.devices.revokedCurrent' : 'shell.devices.revokedOther'),
            translate('shell.devices.revoked'),
          );
          setDevice(null);
        },
      },
    );
  };

  return { device, problem, busy: revoke.isPending, ask, cancel, confirm };
}
