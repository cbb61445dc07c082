import { MantineProvider, Badge } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { DataTable, type ColumnDef } from '../../src';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

interface Car {
  code: string;
  state: string;
}
const CARS: Car[] = [
  { code: 'V-1', state: 'ACTIVE' },
  { code: 'V-2', state: 'IN REPAIR' },
];
const COLUMNS: ColumnDef<Car>[] = [
  { id: 'code', header: 'Code', accessorFn: (c) => c.code },
  { id: 'state', header: 'State', accessorFn: (c) => c.state, cell: ({ row }) => <Badge>{row.original.state}</Badge> },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Car>>[0]> = {}) {
  return render(
    <MantineProvider>
      <DataTable label="Vehicles" columns={COLUMNS} data={CARS} getRowId={(c) => c.code} {...props} />
    </MantineProvider>,
  );
}

describe('DataTable', () => {
  it('makes each row a real link in its first cell (href, keyboard focus)', async () => {
    renderTable({ rowHref: (c) => `/vehicles/${c.code}`, columns: COLUMNS.map((c) => ({ ...c, enableSorting: false })) });
    const link = screen.getByRole('link', { name: 'V-2' });
    expect(link).toHaveAttribute('href', '/vehicles/V-2');
    expect(link.closest('td')).toBe(link.closest('tr')!.querySelector('td'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'V-1' })).toHaveFocus();
  });

  it('moves inside the portal on a plain click and leaves ctrl and middle clicks to the browser', () => {
    renderTable({ rowHref: (c) => `/vehicles/${c.code}` });
    const link = screen.getByRole('link', { name: 'V-1' });
    // What reached the document untouched (then stopped: jsdom cannot open a page).
    const leftToBrowser: boolean[] = [];
    const watch = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', watch);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    document.removeEventListener('click', watch);
    expect(leftToBrowser).toEqual([true, true]);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/vehicles/V-1');
  });

  it('reports a header click to the caller when the server sorts', async () => {
    const onSortClick = jest.fn();
    renderTable({
      columns: COLUMNS.map((c) => ({ ...c, enableSorting: true })),
      sort: { id: 'state', desc: false },
      onSortClick,
    });
    const header = screen.getByRole('button', { name: 'Sort by state, now ascending' });
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by code' }));
    expect(onSortClick).toHaveBeenCalledWith('code');
    // the rows stay in the server's order
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual(['V-1', 'V-2']);
  });

  it('scrolls in its own box and keeps badges whole', () => {
    const { container } = renderTable();
    expect(container.querySelector('table')!.parentElement).toHaveClass('scroll');
    expect(screen.getByRole('table')).toHaveClass('table');
    expect(screen.getByText('IN REPAIR')).toBeInTheDocument();
  });
});
