export * from './events';
export * from './AreaRoot';
export * from './lifecycles';
export * from './lazyComponent';
