export * from './keys';
export * from './getMails';
export * from './getMail';
export * from './getAttachment';
