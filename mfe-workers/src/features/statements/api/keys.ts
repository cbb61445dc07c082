import { createQueryKeys } from '@courier/shared';
import type { StatementsQuery } from '../types';

const keys = createQueryKeys('statements');

/** Query keys of the pay statements (closing or reopening a month invalidates them all). */
export const statementKeys = {
  all: keys.all,
  list: (query: StatementsQuery) => [...keys.kind('list'), query] as const,
  workersLight: (search: string) => [...keys.kind('workersLight'), search] as const,
};
