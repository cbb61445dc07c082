/**
 * @courier/shared/core: the light part of `shared` that the sign-in page needs, without the UI
 * kit or the data cache: the module-level stores, run-time config, access table, the one axios
 * client, the session and the sign-in forms. The sign-in page loads only this (the
 * shell's first JavaScript stays under 150 KB gzip); the full package re-exports it by package
 * name, so federation shares ONE copy of it (one token, one user store, one axios instance).
 *
 * Rule: code of `shared` outside these folders imports them through '@courier/shared/core',
 * never by a relative path (eslint enforces it), or a second copy of the stores would load.
 */
export * from './store';
export * from './config';
export * from './access';
export * from './api-client';
export * from './session';
export * from './sign-in';
export * from './format';

// Counts the copies of this module evaluated in the page (the browser tests expect one).
const page = globalThis as { __COURIER_SHARED_CORE_INSTANCES__?: number };
page.__COURIER_SHARED_CORE_INSTANCES__ = (page.__COURIER_SHARED_CORE_INSTANCES__ ?? 0) + 1;
