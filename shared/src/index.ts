/**
 * @courier/shared: the one package every app shares as a federation singleton.
 * Import it only by package name (`@courier/shared`) so that one copy loads.
 */
export * from './access';
export * from './contract';
export * from './store';
export * from './config';
export * from './api-client';
export * from './session';
export * from './ui';
export * from './sign-in';
export * from './area';
export * from './dev-host';
