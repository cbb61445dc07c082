import { useEffect, useState } from 'react';
import { callApi, isCancelled, SEARCH_MIN_LENGTH, type SearchHit, type SearchProvider } from '@courier/shared';
import type { AreaPart } from '../areas';

export interface SearchGroup {
  key: string;
  provider: SearchProvider;
  status: 'loading' | 'ready' | 'error';
  hits: SearchHit[];
}

/** A provider's last answer, and the term it answers. */
interface Answer {
  q: string;
  status: 'ready' | 'error';
  hits: SearchHit[];
}

/**
 * Every allowed provider of every area asked in parallel for the term as soon as it changes
 * (results are wanted within 150 ms of the last key: a pause-based wait cost 60 of them); a
 * newer term cancels the calls of the previous one, whose hits stay shown until each area
 * answers the new term.
 */
export function useGlobalSearch(term: string, parts: AreaPart[]): SearchGroup[] {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const providers = parts.flatMap((p) => p.allowed.search.map((provider) => ({ key: `${p.area.name}:${provider.id}`, provider })));
  const providerKeys = providers.map((p) => p.key).join('|');
  const q = term.trim();

  useEffect(() => {
    if (q.length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    for (const { key, provider } of providers) {
      const answer = (a: Answer) => setAnswers((prev) => ({ ...prev, [key]: a }));
      callApi(provider.endpoint, { query: { q, limit: 5 } as never, signal: controller.signal })
        .then((res) => answer({ q, status: 'ready', hits: (res as { items: SearchHit[] }).items }))
        .catch((error: unknown) => {
          if (!isCancelled(error)) answer({ q, status: 'error', hits: [] });
        });
    }
    return () => controller.abort();
    // providers is derived from providerKeys
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, providerKeys]);

  if (q.length < SEARCH_MIN_LENGTH) return [];
  return providers.map(({ key, provider }) => {
    const last = answers[key];
    if (last?.q === q) return { key, provider, status: last.status, hits: last.hits };
    return { key, provider, status: 'loading', hits: last?.hits ?? [] };
  });
}
