import { notifications } from '@mantine/notifications';
import { isApiError, isCancelled } from '../api-client/client';

/** A readable message for any failure. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/** Shows a failure as a notification (one place, so every area looks the same). */
export function notifyError(error: unknown, title = 'The action failed'): void {
  if (isCancelled(error)) return;
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000 });
}

export function notifySuccess(message: string, title = 'Done'): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}
