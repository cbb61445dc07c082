import { useEffect, useState } from 'react';
import { callApi, isCancelled, SEARCH_MIN_LENGTH, type SearchHit, type SearchProvider } from '@courier/shared';
import type { AreaPart } from '../areas';

export interface SearchGroup {
  key: string;
  provider: SearchProvider;
  status: 'loading' | 'ready' | 'error';
  hits: SearchHit[];
}

/**
 * The areas are asked once typing pauses this long: results are wanted within 150 ms of the
 * last key and each search call answers in a few ms; a newer term cancels the older calls.
 */
export const SEARCH_DEBOUNCE_MS = 60;

/**
 * Every allowed provider of every area asked in parallel for the term; each group shows as soon
 * as its area answers, a newer term cancels the calls of the previous one.
 */
export function useGlobalSearch(term: string, parts: AreaPart[]): SearchGroup[] {
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const providers = parts.flatMap((p) => p.allowed.search.map((provider) => ({ key: `${p.area.name}:${provider.id}`, provider })));
  const providerKeys = providers.map((p) => p.key).join('|');
  const q = term.trim();

  useEffect(() => {
    if (q.length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setGroups(providers.map(({ key, provider }) => ({ key, provider, status: 'loading', hits: [] })));
      for (const { key, provider } of providers) {
        const update = (patch: Partial<SearchGroup>) =>
          setGroups((prev) => prev.map((g) => (g.key === key ? { ...g, ...patch } : g)));
        callApi(provider.endpoint, { query: { q, limit: 5 } as never, signal: controller.signal })
          .then((answer) => update({ status: 'ready', hits: (answer as { items: SearchHit[] }).items }))
          .catch((error: unknown) => {
            if (!isCancelled(error)) update({ status: 'error' });
          });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // providers is derived from providerKeys
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, providerKeys]);

  return q.length < SEARCH_MIN_LENGTH ? [] : groups;
}
