import { notifications } from '@mantine/notifications';
import { isCancelled } from '@courier/shared/core';
import { sharedT } from '../i18n/createAreaI18n';
import { translatedErrorMessage } from '../i18n/errors';

/**
 * The close button's name, given with each notification too (the theme gives it to every
 * Notification by default): a page whose MantineProvider lacks the portal's theme still
 * names it (axe: button-name).
 */
const closeButtonProps = () => ({ 'aria-label': sharedT('shared.notify.close') });

/** Which action or query a notification speaks of: its error is cleared by its next success. */
export interface NotifyOptions {
  key?: string;
}

const errorId = (key: string) => `error:${key}`;
/** The keyed errors on screen: a success without one costs nothing (every query's success asks). */
const shownErrors = new Set<string>();

/**
 * Shows a failure as a notification (one place, so every area looks the same). With a `key`,
 * a new failure of the same action replaces the previous one, and its success clears it.
 */
export function notifyError(error: unknown, title = sharedT('shared.notify.failed'), options: NotifyOptions = {}): void {
  if (isCancelled(error)) return;
  const id = options.key ? errorId(options.key) : undefined;
  if (id) {
    if (shownErrors.has(id)) notifications.hide(id);
    shownErrors.add(id);
  }
  notifications.show({
    id,
    color: 'red',
    title,
    message: translatedErrorMessage(error),
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
    onClose: id ? () => shownErrors.delete(id) : undefined,
  });
}

/** Removes the error notification of an action or query that has now succeeded. */
export function clearErrorNotification(key: string): void {
  const id = errorId(key);
  if (!shownErrors.delete(id)) return;
  notifications.hide(id);
}

/** Shows a success; with a `key`, the error still shown for the same action goes away. */
export function notifySuccess(message: string, title = sharedT('shared.notify.done'), options: NotifyOptions = {}): void {
  if (options.key) clearErrorNotification(options.key);
  notifications.show({ color: 'teal', title, message, autoClose: 4000, closeButtonProps: closeButtonProps() });
}
