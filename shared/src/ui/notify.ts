import { notifications } from '@mantine/notifications';
import { errorMessage, isCancelled } from '@courier/shared/core';
import { CLOSE_NOTIFICATION_LABEL } from './theme';

/**
 * The close button's name, given with each notification too (the theme gives it to every
 * Notification by default): a page whose MantineProvider lacks the portal's theme still
 * names it (axe: button-name).
 */
const closeButtonProps = { 'aria-label': CLOSE_NOTIFICATION_LABEL };

/** Shows a failure as a notification (one place, so every area looks the same). */
export function notifyError(error: unknown, title = 'The action failed'): void {
  if (isCancelled(error)) return;
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 8000, closeButtonProps });
}

export function notifySuccess(message: string, title = 'Done'): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000, closeButtonProps });
}
