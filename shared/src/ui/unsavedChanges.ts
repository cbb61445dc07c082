import { useEffect } from 'react';
import { sharedT } from '../i18n/createAreaI18n';

/**
 * The portal's one register of forms holding unsaved changes. The areas are separate React
 * roots with their own routers and the navbar belongs to the shell, so the guard cannot live in
 * one router: every navigation asks here instead, through single-spa's routing event (links and
 * back/forward in any area), the shell's navbar (before it navigates) and the browser's
 * beforeunload (closing or reloading the tab).
 */
const dirtyForms = new Map<symbol, string>();
/** A leave the user has just confirmed: the routing event that follows does not ask again. */
let confirmedUntil = 0;

/** single-spa's event before each route change; cancelNavigation keeps the current page. */
const ROUTING_EVENT = 'single-spa:before-routing-event';

interface RoutingEventDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

const pathOf = (url: string | undefined) => {
  try {
    return new URL(url ?? '', window.location.href).pathname;
  } catch {
    return url ?? '';
  }
};

function onRouting(event: Event) {
  const detail = (event as CustomEvent<RoutingEventDetail>).detail ?? {};
  // A list's filters or a search typed on the same page is not leaving it.
  if (pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return;
  if (!confirmLeave()) detail.cancelNavigation?.();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (dirtyForms.size === 0) return;
  event.preventDefault();
  // Older browsers need returnValue set to show their own question.
  event.returnValue = '';
}

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method](ROUTING_EVENT, onRouting);
  window[method]('beforeunload', onBeforeUnload);
}

/** Marks a form as holding unsaved changes; returns the function that unmarks it. */
export function registerUnsavedChanges(message: string = sharedT('shared.forms.leaveUnsaved')): () => void {
  const key = Symbol('unsaved form');
  if (dirtyForms.size === 0) listen(true);
  dirtyForms.set(key, message);
  return () => {
    if (!dirtyForms.delete(key)) return;
    if (dirtyForms.size === 0) listen(false);
  };
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * May the user leave the page? True at once when no form holds changes; else asks (the
 * browser's own confirm, the same question whatever root navigates). Every navigation of the
 * portal calls it before moving: the shell's navbar, row and entity links.
 */
export function confirmLeave(): boolean {
  if (dirtyForms.size === 0 || Date.now() < confirmedUntil) return true;
  const [message] = dirtyForms.values();
  const leave = window.confirm(message);
  if (leave) confirmedUntil = Date.now() + 1000;
  return leave;
}

/**
 * A dialog's close (its ×, Escape, a click outside, Cancel) that asks first while a form holds
 * unsaved changes, as leaving the page does.
 */
export function closeIfConfirmed(close: () => void): () => void {
  return () => {
    if (confirmLeave()) close();
  };
}

/**
 * Asks before leaving while `dirty`: in-portal navigation (any area's links, the navbar, back
 * and forward) and closing or reloading the tab. `useUnsavedChangesGuard(form.isDirty())`.
 */
export function useUnsavedChangesGuard(dirty: boolean, message?: string): void {
  useEffect(() => (dirty ? registerUnsavedChanges(message) : undefined), [dirty, message]);
}
