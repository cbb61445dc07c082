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
 * Terms changing closer together than this are one burst (faster than people type): asked once
 * it pauses this long. Any other term is asked at once.
 */
export const SEARCH_BURST_MS = 60;

/**
 * Every allowed provider of every area asked in parallel for the term as soon as it changes
 * (results are wanted within 150 ms of the last key: a fixed 60 ms pause was 40 % of it), or at
 * the end of a burst of keys. One round of calls at a time: a term typed while the areas answer
 * the previous one is asked when they have answered (the terms in between are never asked: a
 * cancelled call would still cost the server its work). Each group keeps its previous hits until
 * its area answers the term shown.
 */
export function useGlobalSearch(term: string, parts: AreaPart[]): SearchGroup[] {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const providers = parts.flatMap((p) => p.allowed.search.map((provider) => ({ key: `${p.area.name}:${provider.id}`, provider })));
  const providerKeys = providers.map((p) => p.key).join('|');
  const q = term.trim();
  const wanted = useRef({ q, providers, providerKeys });
  const round = useRef<{ controller: AbortController } | null>(null);
  const lastAsked = useRef('');
  const lastChangeAt = useRef(Number.NEGATIVE_INFINITY);
  const burstEnd = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Asks every provider for the wanted term, unless a round or a burst is under way; a round that ends asks again if the term changed. */
  const ask = () => {
    const { q: asked, providers: askedOf, providerKeys: keys } = wanted.current;
    const what = `${asked}\n${keys}`;
    if (round.current || burstEnd.current || what === lastAsked.current) return;
    if (asked.length < SEARCH_MIN_LENGTH || askedOf.length === 0) return;
    lastAsked.current = what;
    const current = { controller: new AbortController() };
    round.current = current;
    let left = askedOf.length;
    const settled = () => {
      left -= 1;
      if (left > 0 || round.current !== current) return;
      round.current = null;
      ask();
    };
    for (const { key, provider } of askedOf) {
      const answer = (a: Answer) => setAnswers((prev) => ({ ...prev, [key]: a }));
      callApi(provider.endpoint, { query: { q: asked, limit: 5 } as never, signal: current.controller.signal })
        .then((res) => answer({ q: asked, status: 'ready', hits: (res as { items: SearchHit[] }).items }))
        .catch((error: unknown) => {
          if (!isCancelled(error)) answer({ q: asked, status: 'error', hits: [] });
        })
        .finally(settled);
    }
  };

  useEffect(() => {
    wanted.current = { q, providers, providerKeys };
    const now = performance.now();
    const inBurst = now - lastChangeAt.current < SEARCH_BURST_MS;
    lastChangeAt.current = now;
    if (burstEnd.current) clearTimeout(burstEnd.current);
    burstEnd.current = null;
    if (!inBurst) ask();
    else
      burstEnd.current = setTimeout(() => {
        burstEnd.current = null;
        ask();
      }, SEARCH_BURST_MS);
    // providers is derived from providerKeys; ask reads the refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, providerKeys]);

  // Closing the search cancels what is under way.
  useEffect(
    () => () => {
      if (burstEnd.current) clearTimeout(burstEnd.current);
      burstEnd.current = null;
      round.current?.controller.abort();
      round.current = null;
      lastAsked.current = '';
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
