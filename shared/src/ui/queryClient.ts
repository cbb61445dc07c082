import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@courier/shared/core';
import { sharedT } from '../i18n/createAreaI18n';
import { clearErrorNotification, notifyError } from './notify';

/**
 * The ONE data cache of the portal (shared singleton). Client errors (4xx) are not retried.
 * A failed mutation without its own onError, and a failed background refetch of data already
 * on screen, are shown as notifications; a first load failure is shown by the page (ErrorState).
 * Such a notification is keyed by its query (or the mutation's mutationKey): the success that
 * follows (the retry, the next refresh) clears it, so no error stays beside fresh data.
 */
const mutationNotifyKey = (key: readonly unknown[] | undefined) =>
  key ? `mutation:${JSON.stringify(key)}` : undefined;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.state.data !== undefined) notifyError(error, sharedT('shared.notify.refreshFailed'), { key: query.queryHash });
    },
    onSuccess: (_data, query) => clearErrorNotification(query.queryHash),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.onError)
        notifyError(error, undefined, { key: mutationNotifyKey(mutation.options.mutationKey) });
    },
    onSuccess: (_data, _variables, _context, mutation) => {
      const key = mutationNotifyKey(mutation.options.mutationKey);
      if (key) clearErrorNotification(key);
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
