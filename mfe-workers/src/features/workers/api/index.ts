/** The calls of the workers feature (docs/product.md#calls-workers): one file per call, each with its fetcher, query options and hook. */
export * from './keys';
export * from './getWorkers';
export * from './getWorker';
export * from './addWorker';
export * from './updateWorkerData';
export * from './uploadPhoto';
export * from './getWorkerTimes';
export * from './getAgenciesAndTeamsAndCompanies';
export * from './getWorkersEvents';
export * from './getWorkersKpis';
export * from './workerContract';
