/** The calls of the cfr users feature (docs/product.md#calls-cfr-users): one file per call. Sites and services are reference lists (useReferenceList). */
export * from './keys';
export * from './getUsers';
export * from './getUser';
export * from './getClientsLight';
export * from './addUser';
export * from './updateUser';
export * from './inactiveUser';
export * from './resetPassword';
