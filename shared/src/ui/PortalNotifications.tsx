import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * The portal's one notification stack (the shell renders it; an area's dev host too).
 * It sits above modals and drawers but below open dropdowns, tooltips and popovers: a
 * "Saved" toast must never cover the option list a person is choosing from (Mantine's
 * default puts notifications above everything).
 */
export const NOTIFICATIONS_Z_INDEX = getDefaultZIndex('popover') - 1;

/**
 * Below the portal's header (the shell publishes its height in this variable; 0 without a shell),
 * so that a toast never covers the navbar.
 */
const BELOW_HEADER = { root: { top: 'calc(var(--portal-header-height, 0px) + var(--mantine-spacing-md))' } };

export function PortalNotifications() {
  return <Notifications position="top-right" zIndex={NOTIFICATIONS_Z_INDEX} styles={BELOW_HEADER} />;
}
