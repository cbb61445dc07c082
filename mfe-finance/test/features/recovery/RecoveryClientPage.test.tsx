import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { accountingCsv } from '../../../src/features/recovery/components/AccountingReportPanel';
import { buildRecovery } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.get('finance/recovery/42', buildRecovery(42));
});

async function open(tab?: RegExp) {
  const area = renderArea(<AppRoutes />, { path: '/finance/recovery/42' });
  expect(await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' })).toBeInTheDocument();
  if (tab) await area.user.click(screen.getByRole('tab', { name: tab }));
  return area;
}

const report = {
  clientId: 42,
  businessCode: 'CL000042',
  name: 'Client 42',
  asOf: '2026-11-23',
  rows: [
    {
      date: '2026-08-25',
      kind: 'invoice' as const,
      reference: 'INV-2026-000001',
      invoiceNumber: 'INV-2026-000001',
      debit: 5_000,
      credit: 0,
      balance: 5_000,
    },
    {
      date: '2026-08-27',
      kind: 'credit_note' as const,
      reference: 'CN-2026-000001',
      invoiceNumber: 'INV-2026-000001',
      debit: 0,
      credit: 500,
      balance: 4_500,
    },
    {
      date: '2026-08-30',
      kind: 'payment' as const,
      reference: '=HYPERLINK("x")',
      invoiceNumber: 'INV-2026-000001',
      debit: 0,
      credit: 1_500,
      balance: 3_000,
    },
  ],
  totalDebit: 5_000,
  totalCredit: 2_000,
  amountDue: 3_000,
};

describe('/finance/recovery/:clientId', () => {
  it('shows the figures by age and the open invoices with what remains', async () => {
    await open();
    expect(screen.getByTestId('figure-overdue31to60')).toHaveTextContent('€30.00');
    expect(screen.getByTestId('figure-totalDue')).toHaveTextContent('€130.00');
    const table = screen.getByRole('table', { name: 'Open invoices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('INV-2026-000001');
    expect(rows[1]).toHaveTextContent('60 days');
    expect(rows[1]).toHaveTextContent('€30.00');
    expect(rows[2]).toHaveTextContent('Not yet due');
  });

  it('says clearly when the client does not exist (404)', async () => {
    api.get('finance/recovery/999', () => fail(404, 'NOT_FOUND', 'No such client: 999'));
    renderArea(<AppRoutes />, { path: '/finance/recovery/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recovery summary' })).toHaveAttribute(
      'href',
      '/finance/recovery',
    );
  });

  it('lists payments and credit notes', async () => {
    await open(/Payments and credit notes/);
    expect(within(screen.getByRole('table', { name: 'Payments' })).getByText('ACOMPTE')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Credit notes' })).getByText('CN-2026-000001'),
    ).toBeInTheDocument();
  });

  it('adds a note; a blank one is refused before any call', async () => {
    api.post('finance/recovery/addNote', (req) =>
      ok({
        noteId: 1,
        at: '2026-11-23T09:00:00Z',
        note: (req.body as { note: string }).note,
        userName: 'finance',
      }),
    );
    const { user } = await open(/Notes/);
    const form = screen.getByRole('form', { name: 'Add a note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('A note is required')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/addNote')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'New note' }), 'Promesse de paiement');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/addNote')).toHaveLength(1));
    expect(api.calls('POST', 'finance/recovery/addNote')[0].body).toEqual({
      clientId: 42,
      note: 'Promesse de paiement',
    });
  });

  it('edits the billing contact with its version; a 409 is said on the form', async () => {
    api.post('finance/recovery/updateBillingContact', () =>
      fail(
        409,
        'CONFLICT',
        'This billing contact was changed by someone else since you opened it; reload it and redo your change',
      ),
    );
    const { user } = await open(/Billing contact/);
    expect(screen.getByTestId('billing-contact')).toHaveTextContent('Paule Compta · compta@example.com');
    await user.click(screen.getByRole('button', { name: 'Edit billing contact' }));
    const form = screen.getByRole('form', { name: 'Billing contact' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Paule Martin');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+33 1 23 45 67 89');
    await user.click(within(form).getByRole('button', { name: 'Save billing contact' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/updateBillingContact')).toHaveLength(1));
    expect(api.calls('POST', 'finance/recovery/updateBillingContact')[0].body).toEqual({
      clientId: 42,
      version: 3,
      name: 'Paule Martin',
      email: 'compta@example.com',
      phoneNumber: '+33 1 23 45 67 89',
    });
    expect(await within(form).findByText(/changed by someone else/)).toBeInTheDocument();
  });

  it("checks the billing contact with the call's own rules before sending it", async () => {
    const { user } = await open(/Billing contact/);
    await user.click(screen.getByRole('button', { name: 'Edit billing contact' }));
    const form = screen.getByRole('form', { name: 'Billing contact' });
    expect(form).toHaveAttribute('novalidate');
    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'compta@');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save billing contact' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Not a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Digits, spaces and + ( ) . - only')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/updateBillingContact')).toHaveLength(0);
  });

  it('shows the accounting report with its running balance', async () => {
    api.get('finance/recovery/getClientAccountingReport', () => ok(report));
    await open(/Accounting report/);
    const table = await screen.findByRole('table', { name: 'Accounting report' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('€30.00');
    expect(screen.getByTestId('report-amount-due')).toHaveTextContent('€30.00');
    expect(api.calls('GET', 'finance/recovery/getClientAccountingReport')[0].query).toEqual({ clientId: 42 });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it("the report's CSV: cents, CRLF, a formula neutralised", () => {
    expect(accountingCsv(report)).toBe(
      'Date,Kind,Reference,Invoice,Debit (cents),Credit (cents),Balance (cents)\r\n' +
        '2026-08-25,Invoice,INV-2026-000001,INV-2026-000001,5000,0,5000\r\n' +
        '2026-08-27,Credit note,CN-2026-000001,INV-2026-000001,0,500,4500\r\n' +
        `2026-08-30,Payment,"'=HYPERLINK(""x"")",INV-2026-000001,0,1500,3000\r\n`,
    );
  });

  it("shows the client's events", async () => {
    api.get('finance/recovery/getEventsClient', () =>
      ok({
        items: [
          {
            eventId: 1,
            at: '2026-11-20T10:00:00Z',
            userName: 'finance',
            kind: 'recovery_note',
            summary: 'Recovery note: Appel',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    await open(/Events/);
    expect(await screen.findByText('Recovery note: Appel')).toBeInTheDocument();
  });
});
