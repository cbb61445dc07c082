export * from './locale';
export * from './format';
export * from './useFormat';
