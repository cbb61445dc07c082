import { renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Button } from '@mantine/core';
import {
  EmptyState,
  ListPage,
  listParam,
  useListSelection,
  useListState,
  type ListColumn,
  type ListQuery,
  type ListStateOptions,
  useListQuery,
} from '../src';
import { renderArea } from '../src/testing';

interface Person {
  id: number;
  name: string;
  age: number;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Bea', age: 40 },
  { id: 2, name: 'al', age: 9 },
  { id: 3, name: 'Cy', age: 100 },
];

const COLUMNS: ListColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name },
  { id: 'age', header: 'Age', value: (p) => p.age },
  { id: 'id', header: 'Id', value: (p) => p.id, defaultVisible: false },
];

const PEOPLE_LIST: ListStateOptions<string, { teamIds: number[]; late: boolean }> = {
  sorts: ['name', 'age'],
  filters: { teamIds: listParam.ids, late: listParam.flag },
};

const loaded = (data: Person[] | undefined, over: Partial<ListQuery<Person>> = {}): ListQuery<Person> => ({
  data,
  isPending: data === undefined,
  isError: false,
  isFetching: false,
  error: null,
  refetch: jest.fn(),
  ...over,
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function PeoplePage({ query, pageSize }: { query: ListQuery<Person>; pageSize?: number }) {
  const list = useListState(PEOPLE_LIST);
  const selection = useListSelection((p: Person) => String(p.id));
  const chosen = selection.chosen(query.data ?? []);
  return (
    <ListPage
      title="People"
      noun={['person', 'people']}
      list={list}
      query={query}
      columns={COLUMNS}
      getRowId={(p) => String(p.id)}
      columnChooser
      csvFileName="people.csv"
      selection={{ state: selection, label: (p) => p.name }}
      actions={<Button disabled={chosen.length === 0}>Greet ({chosen.length})</Button>}
      empty={(filtered) => <EmptyState title={filtered ? 'Nobody matches' : 'Nobody yet'} />}
      pagination={pageSize ? { total: 95, pageSize } : undefined}
    >
      <Address />
    </ListPage>
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1].textContent);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('useListState', () => {
  const wrapper = (path: string) =>
    function Wrapper({ children }: { children: React.ReactNode }) {
      return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    };

  it('reads status, q, sort, page and the filters from the address, the defaults for what is missing or wrong', () => {
    const { result } = renderHook(() => useListState(PEOPLE_LIST), {
      wrapper: wrapper('/people?status=all&q=bea&sort=-age&page=3&teamIds=1,x,2&late=true'),
    });
    expect(result.current).toMatchObject({
      status: 'all',
      q: 'bea',
      sort: { id: 'age', desc: true },
      page: 3,
      filters: { teamIds: [1, 2], late: true },
      filtered: true,
    });
    const other = renderHook(() => useListState(PEOPLE_LIST), {
      wrapper: wrapper('/people?status=gone&sort=id&page=-1'),
    });
    expect(other.result.current).toMatchObject({
      status: 'active',
      q: '',
      sort: null,
      page: 1,
      filtered: false,
    });
    expect(other.result.current.filters).toEqual({ teamIds: [], late: false });
  });

  it('keeps the defaults and the other parameters, and goes back to page 1 when anything but the page changes', async () => {
    const { user } = renderArea(<PeoplePage query={loaded(PEOPLE)} pageSize={10} />, {
      path: '/people?page=4&other=kept',
    });
    await user.click(screen.getByRole('button', { name: 'Sort by age' }));
    expect(address()).toBe('?other=kept&sort=age');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(address()).toBe('?other=kept&sort=age&page=2');
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    expect(address()).toBe('?other=kept&sort=age');
  });
});

describe('useListQuery', () => {
  it('reads only the fields a list uses, and keeps its object while they stay the same', () => {
    const refetch = () => undefined;
    const fields = { isPending: false, isError: false, isFetching: false, error: null, refetch };
    // A TanStack Query result tracks the fields read: spreading it would read this one too.
    const result = Object.defineProperty({ ...fields }, 'dataUpdatedAt', {
      enumerable: true,
      get: () => {
        throw new Error('dataUpdatedAt was read');
      },
    });
    const rows = [{ id: 1 }];
    const { result: hook, rerender } = renderHook(({ r, data }) => useListQuery(r, data), {
      initialProps: { r: result, data: rows },
    });
    expect(hook.current).toEqual({ ...fields, data: rows });
    const first = hook.current;
    rerender({ r: Object.defineProperty({ ...fields }, 'dataUpdatedAt', { get: () => 0 }), data: rows });
    expect(hook.current).toBe(first);
    rerender({ r: { ...fields, isFetching: true }, data: rows });
    expect(hook.current).not.toBe(first);
    expect(hook.current.isFetching).toBe(true);
  });
});

describe('ListPage', () => {
  it('shows the rows, sorts them on the page by a header (in the address), and counts them', async () => {
    const { user } = renderArea(<PeoplePage query={loaded(PEOPLE)} />, { path: '/people' });
    expect(names()).toEqual(['Bea', 'al', 'Cy']);
    expect(screen.getByText('3 people shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(names()).toEqual(['al', 'Bea', 'Cy']);
    expect(address()).toBe('?sort=name');
    await user.click(screen.getByRole('button', { name: 'Sort by name, now ascending' }));
    expect(names()).toEqual(['Cy', 'Bea', 'al']);
    expect(address()).toBe('?sort=-name');
    await user.click(screen.getByRole('button', { name: 'Sort by name, now descending' }));
    expect(names()).toEqual(['Bea', 'al', 'Cy']);
    expect(address()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Sort by age' }));
    expect(names()).toEqual(['al', 'Bea', 'Cy']); // numbers as numbers
    expect(screen.queryByRole('button', { name: /Sort by id/ })).not.toBeInTheDocument();
  });

  it('puts the status and the search in the address, and an empty list says whether filters are on', async () => {
    const { user, rerender } = renderArea(<PeoplePage query={loaded(PEOPLE)} />, {
      path: '/people?sort=age',
    });
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(address()).toBe('?sort=age&status=inactive');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  zed {Enter}');
    expect(address()).toBe('?sort=age&status=inactive&q=zed');
    rerender(<PeoplePage query={loaded([])} />);
    expect(screen.getByText('Nobody matches')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ticks rows for the bulk actions, one by one or all shown', async () => {
    const { user } = renderArea(<PeoplePage query={loaded(PEOPLE)} />, { path: '/people' });
    expect(screen.getByRole('button', { name: 'Greet (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy' }));
    expect(screen.getByRole('button', { name: 'Greet (1)' })).toBeEnabled();
    expect(screen.getByText('3 people shown, 1 selected')).toBeInTheDocument();
    // Some but not all ticked: the header's box says so (mixed).
    expect(screen.getByRole('checkbox', { name: 'Select all shown people' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Select all shown people' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown people' }));
    expect(screen.getByRole('button', { name: 'Greet (3)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown people' })).toHaveProperty('indeterminate', false);
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown people' }));
    expect(screen.getByRole('button', { name: 'Greet (0)' })).toBeInTheDocument();
  });

  it('exports the shown rows and columns as CSV, in the shown order', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:people')),
      revokeObjectURL: jest.fn(),
    });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderArea(<PeoplePage query={loaded(PEOPLE)} />, { path: '/people?sort=-age' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Id' }));
    await user.click(screen.getByRole('checkbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();
    expect(saved).toEqual(['people.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text.replace(/^\ufeff/, '')).toBe(['Age,Id', '100,3', '40,1', '9,2', ''].join('\r\n'));
  });

  it('shows the loading state, then the error with Retry', async () => {
    const { rerender, user } = renderArea(<PeoplePage query={loaded(undefined)} />, { path: '/people' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading people…');
    const refetch = jest.fn();
    rerender(
      <PeoplePage
        query={loaded(undefined, { isPending: false, isError: true, error: new Error('Boom'), refetch })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The people could not be loaded');
    expect(alert).toHaveTextContent('Boom');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('pages through a paged list with `page` in the address', async () => {
    const { user } = renderArea(<PeoplePage query={loaded(PEOPLE)} pageSize={20} />, { path: '/people' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?page=3');
    // The pager's arrows are named by the theme, so a screen reader (and axe) can tell them apart.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?page=4');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(address()).toBe('?page=3');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(address()).toBe('?status=all');
  });
});
