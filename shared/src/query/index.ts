export * from './queryKeys';
export * from './referenceList';
