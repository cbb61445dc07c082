import { useEffect, useRef, useState } from 'react';
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
 * (results are wanted within 150 ms of the last key: a pause-based wait cost 60 of them). One
 * round of calls at a time: a term typed while the areas answer the previous one is asked when
 * they have answered (the calls of the terms typed in between are never made: a cancelled call
 * would still cost the server its work). Each group keeps its previous hits until its area
 * answers the term shown.
 */
export function useGlobalSearch(term: string, parts: AreaPart[]): SearchGroup[] {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const providers = parts.flatMap((p) => p.allowed.search.map((provider) => ({ key: `${p.area.name}:${provider.id}`, provider })));
  const providerKeys = providers.map((p) => p.key).join('|');
  const q = term.trim();
  const wanted = useRef({ q, providers, providerKeys });
  const round = useRef<{ controller: AbortController; q: string; providerKeys: string } | null>(null);

  /** Asks every provider for the wanted term; when all have answered, asks again if the term changed meanwhile. */
  const ask = () => {
    const { q: asked, providers: askedOf, providerKeys: keys } = wanted.current;
    if (asked.length < SEARCH_MIN_LENGTH || askedOf.length === 0) return;
    const controller = new AbortController();
    const current = { controller, q: asked, providerKeys: keys };
    round.current = current;
    let left = askedOf.length;
    const settled = () => {
      left -= 1;
      if (left > 0 || round.current !== current) return;
      round.current = null;
      const now = wanted.current;
      if (now.q !== asked || now.providerKeys !== keys) ask();
    };
    for (const { key, provider } of askedOf) {
      const answer = (a: Answer) => setAnswers((prev) => ({ ...prev, [key]: a }));
      callApi(provider.endpoint, { query: { q: asked, limit: 5 } as never, signal: controller.signal })
        .then((res) => answer({ q: asked, status: 'ready', hits: (res as { items: SearchHit[] }).items }))
        .catch((error: unknown) => {
          if (!isCancelled(error)) answer({ q: asked, status: 'error', hits: [] });
        })
        .finally(settled);
    }
  };

  useEffect(() => {
    wanted.current = { q, providers, providerKeys };
    if (!round.current) ask();
    // providers is derived from providerKeys; ask reads the refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, providerKeys]);

  // Closing the search cancels the round in flight.
  useEffect(
    () => () => {
      round.current?.controller.abort();
      round.current = null;
    },
    [],
  );

  if (q.length < SEARCH_MIN_LENGTH) return [];
  return providers.map(({ key, provider }) => {
    const last = answers[key];
    if (last?.q === q) return { key, provider, status: last.status, hits: last.hits };
    return { key, provider, status: 'loading', hits: last?.hits ?? [] };
  });
}
