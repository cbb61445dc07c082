import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('workers');

/** Query keys of the workers feature, for its reads and its invalidations: one root, `workerKeys.all`. */
export const workerKeys = {
  ...keys,
  list: (query: QueryOf<typeof api.workers.getWorkers>) => keys.list(query),
  /** Every read of the events timeline, whatever its parameters. */
  allEvents: () => keys.kind('events'),
  times: (query: QueryOf<typeof api.workers.getWorkerTimes>) => keys.of('times', query),
  events: (query: QueryOf<typeof api.workers.getWorkersEvents>) => keys.of('events', query),
  kpis: (query: QueryOf<typeof api.workers.getWorkersKpis>) => keys.of('kpis', query),
  /** A worker's contract and documents (the "Contract & documents" tab). */
  contract: (workerId: number) => keys.of('contract', workerId),
};
