import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { confirmLeave } from './unsavedChanges';

/**
 * A portal link's click: a plain left click moves inside the portal without reloading it
 * (single-spa's navigateToUrl, heard by the shell and every area's router); a middle click,
 * a ctrl/cmd/shift click or a link with a target is left to the browser (new tab, new window).
 * Unsaved changes are asked about first. The element stays a real <a href>: keyboard, context menu and "open in new tab" work.
 */
export function followPortalLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.currentTarget;
  if (anchor.target && anchor.target !== '_self') return;
  event.preventDefault();
  if (confirmLeave()) navigateToUrl(anchor.href);
}
