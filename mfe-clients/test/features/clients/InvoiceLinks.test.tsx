import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { clearRoles, setRoles } from '@courier/shared';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { findInvoicePage, isOverdue } from '../../../src/features/clients/utils/invoiceStanding';
import { answerClientLists, buildClient, buildInvoice } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
const FUTURE = '2099-12-31';
const PAST = '2020-01-31';

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/42', buildClient(42));
  api.get('clients/getCreditRequests', ok({ rows: [], more: false }));
  act(() => setRoles(['CLIENTS']));
});
afterEach(() => act(() => clearRoles()));

const heading = () => screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });

describe("the client page's tabs", () => {
  it('are in the address: a link opens a tab, a click writes it', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/clients/42?tab=contacts' });
    await heading();
    expect(screen.getByRole('tab', { name: /Contacts/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /Invoices/ }));
    await waitFor(() => expect(window.location.search).toBe('?tab=invoices'));
    await user.click(screen.getByRole('tab', { name: /Identity and billing/ }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});

describe('an invoice opened from a link (the global search)', () => {
  it("opens a client by its code on the id's address, with the invoices tab and the invoice marked", async () => {
    api.get('clients/CL000042', buildClient(42));
    renderArea(<AppRoutes />, { path: '/clients/CL000042?tab=invoices&invoice=INV-2026-000001' });
    await heading();
    await waitFor(() => expect(window.location.pathname).toBe('/clients/42'));
    expect(window.location.search).toBe('?tab=invoices&invoice=INV-2026-000001');
    expect(screen.getByRole('tab', { name: /Invoices/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('invoice-INV-2026-000001')).toHaveAttribute('aria-current', 'true');
    // The page of the code was read once; the id's address uses that answer.
    expect(api.calls('GET', 'clients/42')).toHaveLength(0);
  });

  it('finds the page that holds an older invoice and shows it', async () => {
    const pageOf = (p: number) => Array.from({ length: 20 }, (_, i) => buildInvoice(100 - (p - 1) * 20 - i));
    api.get('clients/42', (req) => {
      const p = Number(req.query.invoicesPage ?? 1);
      return ok(buildClient(42, { invoices: pageOf(p), invoicesTotal: 100, invoicesPage: p }));
    });
    renderArea(<AppRoutes />, { path: '/clients/42?tab=invoices&invoice=INV-2026-000015' });
    await heading();
    const row = await screen.findByTestId('invoice-INV-2026-000015');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Invoices 81–100 of 100')).toBeInTheDocument();
    // A binary search over 5 pages: 3 (numbers 60–41), 4 (40–21), then 5; not every page.
    expect(api.calls('GET', 'clients/42').map((c) => c.query.invoicesPage)).toEqual([undefined, 3, 4, 5]);
  });

  it("says so when the invoice is not one of the client's", async () => {
    renderArea(<AppRoutes />, { path: '/clients/42?tab=invoices&invoice=INV-2026-999999' });
    await heading();
    expect(
      await screen.findByText('Invoice INV-2026-999999 is not one of this client’s invoices.'),
    ).toBeInTheDocument();
  });

  it('findInvoicePage falls back to the pages not read when the numbers do not follow the dates', async () => {
    const pages: Record<number, string[]> = {
      1: ['INV-2026-000009', 'INV-2026-000002'],
      2: ['INV-2026-000005'],
      3: ['INV-2026-000001'],
    };
    const read = jest.fn(async (p: number) => pages[p]);
    expect(await findInvoicePage('INV-2026-000005', 3, read)).toBe(2);
    expect(await findInvoicePage('INV-2026-000777', 3, read)).toBeNull();
  });
});

describe("the client's invoices", () => {
  it('say "overdue", not "sent", once the due date passed with something still due', async () => {
    api.get(
      'clients/42',
      buildClient(42, {
        invoices: [
          buildInvoice(3, { status: 'sent', dueOn: PAST }),
          buildInvoice(2, { status: 'sent', dueOn: FUTURE }),
          buildInvoice(1, { status: 'sent', dueOn: PAST, paid: 12000, remaining: 0 }),
        ],
        invoicesTotal: 3,
      }),
    );
    renderArea(<AppRoutes />, { path: '/clients/42?tab=invoices' });
    await heading();
    expect(
      within(await screen.findByTestId('invoice-INV-2026-000003')).getByText('overdue'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-INV-2026-000002')).getByText('sent')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-INV-2026-000001')).getByText('sent')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-standing')).toHaveTextContent('1 overdue invoice, €120.00 remaining');
    // A CLIENTS user does not open finance pages: no link.
    expect(within(screen.getByTestId('recovery-standing')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('invoice-INV-2026-000003')).queryByRole('link')).toBeNull();
  });

  it('link the recovery standing and an overdue invoice to the finance recovery page when the roles allow', async () => {
    act(() => setRoles(['CLIENTS', 'FINANCE']));
    api.get(
      'clients/42',
      buildClient(42, { invoices: [buildInvoice(3, { dueOn: PAST })], invoicesTotal: 1 }),
    );
    renderArea(<AppRoutes />, { path: '/clients/42?tab=invoices' });
    await heading();
    const standing = await screen.findByTestId('recovery-standing');
    expect(within(standing).getByRole('link', { name: 'Open the recovery page' })).toHaveAttribute(
      'href',
      '/finance/recovery/42',
    );
    expect(
      within(screen.getByTestId('invoice-INV-2026-000003')).getByRole('link', { name: 'overdue' }),
    ).toHaveAttribute('href', '/finance/recovery/42?invoice=INV-2026-000003');
  });

  it('isOverdue compares the due date with today and leaves paid and cancelled invoices alone', () => {
    const today = '2026-12-02';
    expect(isOverdue({ status: 'sent', remaining: 1, dueOn: '2026-12-01' }, today)).toBe(true);
    expect(isOverdue({ status: 'issued', remaining: 1, dueOn: '2026-12-02' }, today)).toBe(false);
    expect(isOverdue({ status: 'paid', remaining: 0, dueOn: '2026-01-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'cancelled', remaining: 1, dueOn: '2026-01-01' }, today)).toBe(false);
  });
});

describe("the client's banned users", () => {
  const banned = (userCFrId: number | null, email: string) => ({
    userBannedId: userCFrId ?? 99,
    userBannedEmail: email,
    userCFrId,
    reason: null,
    bannedAt: '2026-11-01T09:00:00+01:00',
    unbannedAt: null,
  });

  it('link to the client-side user page when the roles open it', async () => {
    act(() => setRoles(['CLIENTS', 'CFRUSERS']));
    api.get(
      'clients/42',
      buildClient(42, {
        bannedUsers: [banned(7, 'eve@client.example'), banned(null, 'gone@client.example')],
      }),
    );
    renderArea(<AppRoutes />, { path: '/clients/42?tab=banned' });
    await heading();
    expect(await screen.findByRole('link', { name: 'eve@client.example' })).toHaveAttribute(
      'href',
      '/users/cfr/7',
    );
    // A user that no longer exists is named, not linked.
    expect(screen.getByText('gone@client.example').closest('a')).toBeNull();
  });

  it('are plain text for a user without the client-side users role', async () => {
    api.get('clients/42', buildClient(42, { bannedUsers: [banned(7, 'eve@client.example')] }));
    renderArea(<AppRoutes />, { path: '/clients/42?tab=banned' });
    await heading();
    expect(await screen.findByText('eve@client.example')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'eve@client.example' })).toBeNull();
  });
});
