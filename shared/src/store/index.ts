export * from './createStore';
