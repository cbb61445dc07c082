export * from './useListState';
export * from './useListPrefetch';
export * from './useListSelection';
export * from './ColumnChooser';
export * from './ListFilters';
export * from './ListPage';
export * from './useAddressParams';
