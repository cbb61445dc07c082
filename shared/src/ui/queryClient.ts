import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@courier/shared/core';
import { notifyError } from './notify';

/**
 * The ONE data cache of the portal (shared singleton). Client errors (4xx) are not retried.
 * A failed mutation without its own onError, and a failed background refetch of data already
 * on screen, are shown as notifications; a first load failure is shown by the page (ErrorState).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.state.data !== undefined) notifyError(error, 'Refreshing failed');
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.onError) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
