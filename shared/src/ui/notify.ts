import { notifications } from '@mantine/notifications';
import { errorMessage, isCancelled } from '@courier/shared/core';

/** Shows a failure as a notification (one place, so every area looks the same). */
export function notifyError(error: unknown, title = 'The action failed'): void {
  if (isCancelled(error)) return;
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000 });
}

export function notifySuccess(message: string, title = 'Done'): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}
