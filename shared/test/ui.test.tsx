import { useState } from 'react';
import { MantineProvider, Select, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AreaErrorBoundary,
  DataTable,
  EmptyState,
  ErrorState,
  NotAllowed,
  PageLayout,
  PortalNotifications,
  PortalThemeProvider,
  notifyError,
  notifySuccess,
  type ColumnDef,
} from '../src';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

interface Row {
  id: number;
  name: string;
}
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'name', header: 'Name' },
];

describe('UI kit', () => {
  it('PageLayout shows the title as h1 and the actions', () => {
    wrap(<PageLayout title="Clients" actions={<button>Add a client</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a client' })).toBeInTheDocument();
  });

  it('ErrorState has a Retry button', async () => {
    const onRetry = jest.fn();
    wrap(<ErrorState error={new Error('Boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('NotAllowed says so in a heading', () => {
    wrap(<NotAllowed />);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });

  it('DataTable renders rows and sorts by a column', async () => {
    wrap(
      <DataTable
        label="People"
        columns={columns}
        data={[
          { id: 2, name: 'Bea' },
          { id: 1, name: 'Cy' },
          { id: 3, name: 'Al' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => (r as HTMLTableRowElement).cells[1].textContent);
    expect(names()).toEqual(['Bea', 'Cy', 'Al']);
    // Body rows are plain elements carrying what Table.Tr / Table.Td would (Mantine's table CSS:
    // borders, stripes, padding), and the header's Mantine cells share the same styles.
    const first = within(table).getAllByRole('row')[1] as HTMLTableRowElement;
    expect(first).toHaveClass(Table.classes.tr);
    expect(first).toHaveAttribute('data-striped', 'odd');
    expect(first).toHaveAttribute('data-with-row-border');
    expect(first.cells[1]).toHaveClass(Table.classes.td);
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by name' }));
    expect(names()).toEqual(['Al', 'Bea', 'Cy']);
  });

  it('DataTable renders only the visible rows of a long list', () => {
    const data = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `Row ${i}` }));
    wrap(<DataTable label="Many" columns={columns} data={data} />);
    const rows = within(screen.getByRole('table', { name: 'Many' })).getAllByRole('row');
    expect(rows.length).toBeLessThan(100);
    expect(screen.getByRole('table', { name: 'Many' })).toHaveAttribute('aria-rowcount', '5001');
  });

  it('DataTable shows an empty state without data', () => {
    wrap(<DataTable label="None" columns={columns} data={[]} empty={<EmptyState title="No clients" />} />);
    expect(screen.getByText('No clients')).toBeInTheDocument();
  });

  it('AreaErrorBoundary shows the error panel and Retry renders again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('Broken page');
      return <p>page works</p>;
    }
    function Harness() {
      const [, rerender] = useState(0);
      return (
        <>
          <button onClick={() => rerender((n) => n + 1)}>noop</button>
          <AreaErrorBoundary>
            <Fragile />
          </AreaErrorBoundary>
        </>
      );
    }
    wrap(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('This area stopped working');
    expect(screen.getByRole('alert')).toHaveTextContent('Broken page');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('page works')).toBeInTheDocument();
  });
});

describe('PortalThemeProvider', () => {
  const mantineStyles = () => document.querySelectorAll('style[data-mantine-styles]').length;

  it('puts the theme styles in the page once, however many roots use it', () => {
    expect(mantineStyles()).toBe(0);
    render(
      <PortalThemeProvider>
        <p>shell</p>
      </PortalThemeProvider>,
    );
    const once = mantineStyles();
    expect(once).toBeGreaterThan(0);
    // An area mounted later, in its own root (container), finds them and adds none.
    render(
      <PortalThemeProvider>
        <p>area</p>
      </PortalThemeProvider>,
    );
    expect(screen.getByText('area')).toBeInTheDocument();
    expect(mantineStyles()).toBe(once);
  });
});

describe('PortalNotifications', () => {
  it('stack below an open option list, so a toast never covers the option being chosen', async () => {
    render(
      <PortalThemeProvider>
        <PortalNotifications />
        <Select label="Worker" data={['A1 Alice', 'B2 Bob']} />
      </PortalThemeProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Worker' }));
    const option = await screen.findByRole('option', { name: 'A1 Alice', hidden: true });
    act(() => notifySuccess('Shift deleted'));
    await screen.findByText('Shift deleted');
    const zIndexOf = (el: Element | null, variable: string): number => {
      for (let node = el; node; node = node.parentElement) {
        const value =
          (node as HTMLElement).style?.getPropertyValue(variable) || (node as HTMLElement).style?.zIndex;
        if (value) return Number(value);
      }
      throw new Error(`no ${variable} above the element`);
    };
    const toast = zIndexOf(screen.getByText('Shift deleted'), '--notifications-z-index');
    const list = zIndexOf(option, '--popover-z-index');
    expect(toast).toBeLessThan(list);
    act(() => notifications.clean());
  });
});

describe('notifications (notify.ts)', () => {
  afterEach(() => act(() => notifications.clean()));

  it.each([
    ['success', () => notifySuccess('Vehicle brand added.'), 'Done', 'Vehicle brand added.'],
    ['error', () => notifyError(new Error('The server failed.')), 'The action failed', 'The server failed.'],
  ])('a %s notification has a named close button that closes it', async (_kind, show, title, message) => {
    render(
      <PortalThemeProvider>
        <PortalNotifications />
      </PortalThemeProvider>,
    );
    act(() => show());
    const toast = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent(title);
    // The message under the title is the theme's dimmed gray (6.1:1), not Mantine's gray-6 (3.3:1).
    expect(within(toast).getByText(message).style.color).toBe('var(--mantine-color-dimmed)');
    const close = within(toast).getByRole('button', { name: 'Close notification' });
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('names the close button even under a provider without the portal theme', async () => {
    render(
      <MantineProvider>
        <PortalNotifications />
      </MantineProvider>,
    );
    act(() => notifySuccess('Saved.'));
    const toast = (await screen.findByText('Saved.')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
