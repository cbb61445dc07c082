import { screen, waitFor, within } from '@testing-library/react';
import { ok, renderArea } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { api, setUpBillingPage } from './billingPageSetup';

setUpBillingPage();

const invoice = (n: number, clientName: string, amount: number) => ({
  invoiceNumber: `INV-2026-000${n}`,
  clientId: n,
  businessCode: `CL000${n}`,
  clientName,
  issuedOn: '2026-11-27',
  amountExclVat: amount,
  amount,
  lines: 1,
  status: 'issued',
  sentAt: null,
  billingEmail: `billing@c${n}.test`,
});

describe("/finance/billing: the month's invoices", () => {
  it('sort on a clicked column by the server, back to the first page; a second click turns the order', async () => {
    // The fake server sorts by amount when asked, to show the rows follow its answer.
    api.get('finance/billing/getInvoices', (r: { query: Record<string, string> }) => {
      const rows = [invoice(100, 'Zeta', 5_000), invoice(101, 'Alpha', 9_000)];
      if (r.query.sort === 'amount')
        rows.sort((a, b) => (r.query.order === 'desc' ? b.amount - a.amount : a.amount - b.amount));
      return ok({ items: rows, total: 1_000, unsent: 2, page: Number(r.query.page), pageSize: 50 });
    });
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const table = await screen.findByRole('table', { name: 'Issued invoices' });
    const byNumber = within(table).getByRole('button', { name: 'Sort by number, now ascending' });
    expect(byNumber.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(api.calls('GET', 'finance/billing/getInvoices').at(-1)?.query).toMatchObject({
      sort: 'invoiceNumber',
      order: 'asc',
    });

    // Page 2, then a sort: the list starts again at page 1.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls('GET', 'finance/billing/getInvoices').at(-1)?.query.page).toBe(2));
    await user.click(within(table).getByRole('button', { name: 'Sort by incl. VAT' }));
    await waitFor(() =>
      expect(api.calls('GET', 'finance/billing/getInvoices').at(-1)?.query).toMatchObject({
        sort: 'amount',
        order: 'asc',
        page: 1,
      }),
    );
    const amountHeader = await within(table).findByRole('button', {
      name: 'Sort by incl. VAT, now ascending',
    });
    expect(amountHeader.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(byNumber.closest('th')).not.toHaveAttribute('aria-sort');

    await user.click(amountHeader);
    await waitFor(() =>
      expect(api.calls('GET', 'finance/billing/getInvoices').at(-1)?.query).toMatchObject({
        sort: 'amount',
        order: 'desc',
      }),
    );
    await waitFor(() => {
      const firstRow = within(table).getAllByRole('row')[1];
      expect(within(firstRow).getByText('INV-2026-000101')).toBeInTheDocument();
    });
  });
});
