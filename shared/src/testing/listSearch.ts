import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { queryClient } from '../index';
import type { FakeApi } from './fakeApi';

/**
 * Types `term` and Enter in a list page's search box and checks that the page's query started
 * from the box (`useListPrefetch`: the query client's prefetch, before the address changes)
 * and that the page then found that call under way: the server is asked once for the term.
 * The page must already show its list.
 */
export async function expectSearchStartedFromTheBox(
  user: UserEvent,
  api: FakeApi,
  { path, param, term }: { path: string; param: string; term: string },
): Promise<void> {
  const prefetch = jest.spyOn(queryClient, 'prefetchQuery');
  try {
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), `${term}{Enter}`);
    const asked = () => api.calls('GET', path).filter((c) => c.query[param] === term);
    await waitFor(() => expect(asked()).toHaveLength(1));
    // Rendered at the address the search gave, the page asks nothing more.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(term));
    expect(asked()).toHaveLength(1);
    const keys = prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
    expect(keys.some((key) => key.includes(JSON.stringify(term)))).toBe(true);
  } finally {
    prefetch.mockRestore();
  }
}
