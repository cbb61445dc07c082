export * from './token';
export * from './roles';
export * from './user-store';
export * from './session';
