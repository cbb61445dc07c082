import { act, screen, waitFor, within } from '@testing-library/react';
import { setRoles } from '@courier/shared';
import { fail, ok, renderArea } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { lastMonth } from '../../../src/features/billing/utils/month';
import { api, stepUpRequired, enterCode, row, run, setUpBillingPage } from './billingPageSetup';

setUpBillingPage();

describe('/finance/billing', () => {
  it('previews last month by default: totals, problems and recovery flagged', async () => {
    renderArea(<AppRoutes />, { path: '/finance/billing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoicing run' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Draft invoices' });
    expect(api.calls('GET', 'finance/billing/getPreview')[0].query.month).toBe(lastMonth());
    expect(screen.getByTestId('total-amount')).toHaveTextContent('€240.00');
    expect(screen.getByTestId('total-problems')).toHaveTextContent('1');
    expect(within(screen.getByTestId('preview-row-3')).getByText('No price list')).toBeInTheDocument();
    expect(within(screen.getByTestId('preview-row-2')).getByText('In recovery')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('No invoice issued for this month yet')).toBeInTheDocument();
  });

  it('opens a client’s lines and late changes', async () => {
    api.get('finance/billing/getPreviewClient', {
      month: '2026-10',
      client: row(1),
      lines: [
        {
          shiftId: 11,
          date: '2026-10-02',
          worker: { id: 1, shortCode: 'PAR-0001', name: 'Ana Dupont' },
          missions: [{ name: 'Tournée matin', waypoints: 10, km: 20 }],
          waypoints: 10,
          km: 20,
          amount: 5_000,
        },
      ],
      lateChanges: [
        {
          shiftId: 9,
          date: '2026-09-03',
          reason: 'unproductive',
          invoiceNumber: 'INV-2026-000010',
          billedAmount: 4_000,
          currentAmount: 0,
          difference: -4_000,
          goesTo: 'credit_note',
          credit: 4_800,
        },
      ],
    });
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await user.click(await screen.findByRole('button', { name: 'Lines of Client 1' }));
    const lines = await screen.findByRole('table', { name: 'Draft lines' });
    expect(within(lines).getByText('Tournée matin')).toBeInTheDocument();
    expect(within(lines).getByText('€50.00')).toBeInTheDocument();
    const late = screen.getByRole('table', { name: 'Late changes' });
    expect(within(late).getByText('Credit note on the invoice that billed it')).toBeInTheDocument();
    expect(within(late).getByText('€48.00')).toBeInTheDocument();
    expect(within(late).getByText('INV-2026-000010')).toBeInTheDocument();
  });

  it("links a line's worker and shift when the roles open them, plain text otherwise", async () => {
    api.get('finance/billing/getPreviewClient', {
      month: '2026-10',
      client: row(1),
      lines: [
        {
          shiftId: 11,
          date: '2026-10-02',
          worker: { id: 1, shortCode: 'PAR-0001', name: 'Ana Dupont' },
          missions: [],
          waypoints: 0,
          km: 0,
          amount: 5_000,
        },
      ],
      lateChanges: [],
    });
    setRoles(['FINANCE', 'WORKERS', 'SHIFTS']);
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await user.click(await screen.findByRole('button', { name: 'Lines of Client 1' }));
    const lines = await screen.findByRole('table', { name: 'Draft lines' });
    expect(within(lines).getByRole('link', { name: 'PAR-0001 Ana Dupont' })).toHaveAttribute(
      'href',
      '/workers/PAR-0001',
    );
    expect(within(lines).getByRole('link', { name: '02/10/2026' })).toHaveAttribute(
      'href',
      '/planning?week=2026-10-02&shift=11',
    );
    act(() => setRoles(['FINANCE']));
    expect(within(lines).queryByRole('link')).not.toBeInTheDocument();
    expect(within(lines).getByText('PAR-0001 Ana Dupont')).toBeInTheDocument();
  });

  it('issues after confirmation and a fresh code, and shows the progress until the run is done', async () => {
    let polls = 0;
    let issues = 0;
    api.post('finance/billing/issue', (r: { body: { month: string } }) =>
      ++issues === 1 ? stepUpRequired() : ok(run(r.body.month)),
    );
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-27T08:00:00.000Z', validForSeconds: 300 }));
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await screen.findByRole('table', { name: 'Draft invoices' });
    api.get('finance/billing/getRun', () => {
      polls += 1;
      return ok(
        run(
          '2026-10',
          polls > 1
            ? {
                status: 'done',
                alive: false,
                doneClients: 2,
                invoices: 2,
                finishedAt: '2026-11-27T08:00:05Z',
              }
            : {},
        ),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Issue invoices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 invoices for €240.00');
    expect(api.calls('POST', 'finance/billing/issue')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Issue 2 invoices' }));
    await enterCode(user);
    expect(await screen.findByText('Issuing: 1 of 2 clients done…')).toBeInTheDocument();
    expect(api.calls('POST', 'auth/stepUp')[0].body).toEqual({ code: '123456' });
    expect(api.calls('POST', 'finance/billing/issue').map((c) => c.body)).toEqual([
      { month: '2026-10' },
      { month: '2026-10' },
    ]);
    expect(await screen.findByText(/Issued: 2 invoices for 2 clients/)).toBeInTheDocument();
  });

  it('offers to take over a run whose server stopped', async () => {
    api.get('finance/billing/getRun', run('2026-10', { alive: false, heartbeatAt: '2026-11-27T07:00:00Z' }));
    renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    expect(
      await screen.findByText(/1 of 2 clients were invoiced, then its server stopped/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue invoices' })).toBeEnabled();
  });

  it('says why when another run is in progress (409)', async () => {
    api.post('finance/billing/issue', () =>
      fail(409, 'CONFLICT', 'An invoicing run of 2026-10 is already in progress (started by other)'),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await screen.findByRole('table', { name: 'Draft invoices' });
    await user.click(screen.getByRole('button', { name: 'Issue invoices' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issue 2 invoices' }),
    );
    expect(await screen.findByText(/already in progress \(started by other\)/)).toBeInTheDocument();
  });

  it('sends the unsent invoices after a fresh code and lists those without a billing contact', async () => {
    let sends = 0;
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-27T08:00:00.000Z', validForSeconds: 300 }));
    api.get('finance/billing/getInvoices', {
      items: [
        {
          invoiceNumber: 'INV-2026-000100',
          clientId: 1,
          businessCode: 'CL000001',
          clientName: 'Client 1',
          issuedOn: '2026-11-27',
          amountExclVat: 10_000,
          amount: 12_000,
          lines: 3,
          status: 'issued',
          sentAt: null,
          billingEmail: 'billing@c1.test',
        },
        {
          invoiceNumber: 'INV-2026-000101',
          clientId: 2,
          businessCode: 'CL000002',
          clientName: 'Client 2',
          issuedOn: '2026-11-27',
          amountExclVat: 10_000,
          amount: 12_000,
          lines: 3,
          status: 'issued',
          sentAt: null,
          billingEmail: null,
        },
      ],
      total: 2,
      unsent: 2,
      page: 1,
      pageSize: 50,
    });
    api.post('finance/billing/send', (r) => {
      if (++sends === 1) return stepUpRequired();
      const numbers = (r.body as { invoiceNumbers: string[] }).invoiceNumbers;
      const invoice = (n: string) => ({
        invoiceNumber: n,
        clientId: n.endsWith('100') ? 1 : 2,
        name: 'Client',
      });
      return ok({
        sent: numbers.filter((n) => n.endsWith('100')).length,
        skipped: [],
        more: false,
        report: {
          sent: numbers.filter((n) => n.endsWith('100')).map(invoice),
          skipped: numbers
            .filter((n) => n.endsWith('101'))
            .map((n) => ({ ...invoice(n), reason: 'No billing contact with an email' })),
          failed: [],
        },
      });
    });
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    expect(
      await screen.findByRole('button', { name: 'Open the PDF of INV-2026-000100' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send 2 unsent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoices to send' });
    const box = (n: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${n} `) });
    expect(box('INV-2026-000100')).toBeChecked();
    expect(box('INV-2026-000101')).not.toBeChecked();
    expect(within(dialog).getByText('Left out by default: None: cannot be sent')).toBeInTheDocument();
    await user.click(box('INV-2026-000101'));
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 invoices' }));
    await enterCode(user);
    expect(
      await within(dialog).findByText('Sent: 1 · Left out: 0 · Failed or not sent: 1'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/No billing contact with an email/)).toBeInTheDocument();
    expect(api.calls('POST', 'auth/stepUp')).toHaveLength(1);
    expect(api.calls('POST', 'finance/billing/send').at(-1)?.body).toEqual({
      month: '2026-10',
      invoiceNumbers: ['INV-2026-000100', 'INV-2026-000101'],
    });
    // Once everything is sent the button goes, the report stays until closed.
    api.get('finance/billing/getInvoices', {
      items: [],
      total: 2,
      unsent: 0,
      page: 1,
      pageSize: 50,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retry the 1 failed' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /unsent$/ })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    // The dialog listed every unsent invoice of the month, not only the page shown.
    expect(api.calls('GET', 'finance/billing/getInvoices').map((c) => c.query.pageSize)).toContain(500);
  });

  it("downloads the accountant's archive of the month chosen; a refusal says why", async () => {
    const created = jest.fn((_blob: Blob) => 'blob:fake');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    api.get('finance/billing/getArchive', () => [
      200,
      new Blob(['PK zip bytes'], { type: 'application/zip' }),
      { 'content-disposition': 'attachment; filename="factur-x-2026-11.zip"' },
    ]);
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await user.click(await screen.findByRole('tab', { name: "Accountant's archive" }));
    await user.click(await screen.findByLabelText('Issued in', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'November 2026', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Download the archive of November 2026' }));
    await waitFor(() => expect(clicked).toEqual(['factur-x-2026-11.zip']));
    expect(api.calls('GET', 'finance/billing/getArchive')[0].query).toEqual({ month: '2026-11' });
    expect(created.mock.calls[0][0].size).toBe('PK zip bytes'.length);

    api.get('finance/billing/getArchive', () => [
      403,
      new Blob([JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Finance only' } })], {
        type: 'application/json',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Download the archive of November 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Finance only');
  });

  it('chooses the month from a list written as the portal writes months', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    await screen.findByRole('table', { name: 'Draft invoices' });
    const month = screen.getByLabelText('Month', { selector: 'input' });
    expect(month).toHaveValue('October 2026');
    expect(month).not.toHaveAttribute('type', 'month');
    await user.click(month);
    await user.click(await screen.findByRole('option', { name: 'September 2026', hidden: true }));
    await waitFor(() =>
      expect(api.calls('GET', 'finance/billing/getPreview').at(-1)?.query.month).toBe('2026-09'),
    );
    expect(window.location.search).toContain('month=2026-09');
  });

  it('links each client of the preview to its page, where a missing price list is fixed', async () => {
    act(() => setRoles(['FINANCE', 'CLIENTS']));
    renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const problem = await screen.findByTestId('preview-row-3');
    expect(within(problem).getByText('No price list')).toBeInTheDocument();
    expect(within(problem).getByRole('link', { name: 'CL000003 · Client 3' })).toHaveAttribute(
      'href',
      '/clients/3',
    );
    setRoles([]);
  });

  it('keeps its tab in the address and sits under the Recovery | Invoicing tabs of the area', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10&tab=archive' });
    expect(await screen.findByRole('tab', { name: "Accountant's archive" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const area = screen.getByRole('tablist', { name: 'Finance' });
    expect(within(area).getByRole('tab', { name: 'Invoicing' })).toHaveAttribute('href', '/finance/billing');
    expect(within(area).getByRole('tab', { name: 'Invoicing' })).toHaveAttribute('aria-selected', 'true');
    expect(within(area).getByRole('tab', { name: 'Recovery' })).toHaveAttribute('href', '/finance/recovery');
    await user.click(screen.getByRole('tab', { name: 'Seller identity' }));
    await waitFor(() => expect(window.location.search).toBe('?month=2026-10&tab=seller'));
  });
});
