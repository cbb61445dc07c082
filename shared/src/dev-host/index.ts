export * from './DevHost';
