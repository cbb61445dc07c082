import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './PortalNotifications.module.css';

/**
 * The portal's one notification stack (the shell renders it; an area's dev host too).
 * It sits above modals and drawers but below open dropdowns, tooltips and popovers: a
 * "Saved" toast must never cover the option list a person is choosing from (Mantine's
 * default puts notifications above everything).
 */
export const NOTIFICATIONS_Z_INDEX = getDefaultZIndex('popover') - 1;

/** Below the portal's header, so that a toast never covers the navbar (see the CSS module). */
const BELOW_HEADER = { root: classes.root };

export function PortalNotifications() {
  return <Notifications position="top-right" zIndex={NOTIFICATIONS_Z_INDEX} classNames={BELOW_HEADER} />;
}
