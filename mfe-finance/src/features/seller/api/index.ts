export * from './keys';
export * from './getSeller';
export * from './updateSeller';
