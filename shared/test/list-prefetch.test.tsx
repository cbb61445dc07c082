import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ListPage,
  listParam,
  queryClient,
  useListPrefetch,
  useListQuery,
  useListState,
  type ListColumn,
  type ListStateOptions,
  type ListValues,
} from '../src';
import { renderArea } from '../src/testing';

interface Person {
  id: number;
  name: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Bea' },
  { id: 2, name: 'Al' },
  { id: 3, name: 'Beatrix' },
];
const COLUMNS: ListColumn<Person>[] = [{ id: 'name', header: 'Name', value: (p) => p.name }];
const rowId = (p: Person) => String(p.id);

type Filters = { late: boolean };
const LIST: ListStateOptions<'name', Filters> = {
  sorts: ['name'],
  defaults: { sort: { id: 'name', desc: false } },
  filters: { late: listParam.flag },
};

/** Each call of the list: its search, and the address when it started. */
let calls: { q: string; address: string }[] = [];

/** The page's query for the list's values: its own and the one a search starts. */
const peopleOf = (list: ListValues<'name', Filters>) => ({
  queryKey: ['people', 'list', { q: list.q, status: list.status, page: list.page, late: list.filters.late }],
  queryFn: async () => {
    calls.push({ q: list.q, address: window.location.search });
    return PEOPLE.filter((p) => p.name.toLowerCase().includes(list.q));
  },
});

function PeoplePage({ early }: { early: boolean }) {
  const list = useListState(LIST);
  const result = useQuery({ ...peopleOf(list), placeholderData: keepPreviousData });
  const prefetch = useListPrefetch(list, peopleOf);
  return (
    <ListPage
      title="People"
      noun={['person', 'people']}
      list={list}
      prefetch={early ? prefetch : undefined}
      query={useListQuery(result, result.data)}
      columns={COLUMNS}
      getRowId={rowId}
      sorting="server"
      empty="Nobody"
    />
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(() => {
  queryClient.clear();
  calls = [];
});

describe('useListPrefetch', () => {
  it.each([
    [true, '?late=true'],
    [false, '?late=true&q=bea'],
  ])('a search sent (early: %s) starts its call with the address %s, and the page asks once', async (early, address) => {
    const { user } = renderArea(<PeoplePage early={early} />, { path: '/people?late=true' });
    await waitFor(() => expect(names()).toEqual(['Bea', 'Al', 'Beatrix']));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bea');
    await waitFor(() => expect(names()).toEqual(['Bea', 'Beatrix']));
    expect(window.location.search).toBe('?late=true&q=bea');
    // The search's call started before the address changed (early), and only once: the page's
    // own query found it under way.
    expect(calls).toEqual([
      { q: '', address: '?late=true' },
      { q: 'bea', address },
    ]);
  });
});

describe('useListState', () => {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <MemoryRouter initialEntries={['/people?sort=-name&late=true&page=3']}>{children}</MemoryRouter>
  );

  it('gives the values a change will bring, and keeps the sort and filters objects across a search', () => {
    const { result } = renderHook(() => useListState(LIST), { wrapper });
    const before = result.current;
    const expected = before.after({ q: 'bea' });
    expect(expected).toEqual({
      status: 'active',
      q: 'bea',
      sort: { id: 'name', desc: true },
      page: 1,
      filters: { late: true },
    });
    act(() => before.update({ q: 'bea' }));
    const { status, q, sort, page, filters } = result.current;
    expect({ status, q, sort, page, filters }).toEqual(expected);
    // A table keyed by them does not render again before its rows change.
    expect(sort).toBe(before.sort);
    expect(filters).toBe(before.filters);
  });
});
