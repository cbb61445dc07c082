/**
 * @courier/shared: the one package every app shares as a federation singleton.
 * Import it only by package name (`@courier/shared`) so that one copy loads.
 */
// The light core (stores, config, access, API client, session, sign-in forms) by package name:
// federation gives the shell, every area and this barrel the same single copy.
export * from '@courier/shared/core';
export * from './contract';
export * from './ui';
export * from './i18n';
export * from './events';
export * from './contributions';
export * from './area';
export * from './dev-host';
export * from './csv';
export { downloadBlob, downloadBase64File } from './download';
export * from './query';
// The chat's unread total, shared by the shell's navbar and the chat area.
export * from './store/chatUnread';

// Counts the copies of this package evaluated in the page: federation must load exactly one
// (the browser tests read it).
const page = globalThis as { __COURIER_SHARED_INSTANCES__?: number };
page.__COURIER_SHARED_INSTANCES__ = (page.__COURIER_SHARED_INSTANCES__ ?? 0) + 1;
