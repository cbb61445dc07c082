import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerClientLists, buildClient, buildInvoice } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/42', buildClient(42));
});

async function openTab(tab: RegExp) {
  const area = renderArea(<AppRoutes />, { path: '/clients/42' });
  expect(await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' })).toBeInTheDocument();
  await area.user.click(screen.getByRole('tab', { name: tab }));
  return area;
}

describe('/clients/:clientId', () => {
  it('says clearly when the client does not exist (404)', async () => {
    api.get('clients/999', () => fail(404, 'NOT_FOUND', 'No such client: 999'));
    renderArea(<AppRoutes />, { path: '/clients/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All clients' })).toHaveAttribute('href', '/clients');
  });

  describe('the contact form', () => {
    it('checks the email, then adds the contact with its CC flags', async () => {
      api.post('clients/updateClientContact', (req) =>
        ok({
          contactId: 13,
          version: 1,
          isBillingContact: false,
          phoneNumber: null,
          position: null,
          ...(req.body as object),
        }),
      );
      const { user } = await openTab(/Contacts/);
      await user.click(screen.getByRole('button', { name: 'Add contact' }));
      const form = await screen.findByRole('form', { name: 'Add contact' });
      await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Jeanne Compta');
      await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jeanne@');
      await user.click(within(form).getByRole('button', { name: 'Add contact' }));
      expect(await within(form).findByText('Not a valid email address')).toBeInTheDocument();
      expect(api.calls('POST', 'clients/updateClientContact')).toHaveLength(0);

      await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'client.example');
      await user.click(within(form).getByRole('checkbox', { name: 'In copy of invoices (clientEmailCc)' }));
      await user.click(
        within(form).getByRole('checkbox', { name: 'In copy of overdue reminders (clientEmailCcOverdue)' }),
      );
      await user.click(within(form).getByRole('button', { name: 'Add contact' }));
      await waitFor(() => expect(api.calls('POST', 'clients/updateClientContact')).toHaveLength(1));
      const call = api.calls('POST', 'clients/updateClientContact')[0];
      expect(call.query).toEqual({});
      expect(call.body).toEqual({
        clientId: 42,
        name: 'Jeanne Compta',
        email: 'jeanne@client.example',
        phoneNumber: null,
        position: null,
        clientEmailCc: true,
        clientEmailCcOverdue: true,
        isBillingContact: false,
      });
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Add contact' })).toBeNull());
    });

    it('edits a contact with editedContact and its version; a 409 is shown on the form', async () => {
      api.post('clients/updateClientContact', () =>
        fail(
          409,
          'CONFLICT',
          'This contact was changed by someone else since you opened it; reload it and redo your change',
        ),
      );
      const { user } = await openTab(/Contacts/);
      await user.click(screen.getByRole('button', { name: 'Edit Bob Copie' }));
      const form = await screen.findByRole('form', { name: 'Edit contact Bob Copie' });
      expect(
        within(form).getByRole('checkbox', { name: 'In copy of invoices (clientEmailCc)' }),
      ).toBeChecked();
      await user.click(within(form).getByRole('checkbox', { name: 'In copy of invoices (clientEmailCc)' }));
      await user.click(within(form).getByRole('button', { name: 'Save contact' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('changed by someone else');
      const call = api.calls('POST', 'clients/updateClientContact')[0];
      expect(call.query).toEqual({ editedContact: 12 });
      expect(call.body).toMatchObject({ clientId: 42, version: 2, clientEmailCc: false });
    });
  });

  describe('the credit-note form', () => {
    it('shows what remains due, refuses more than that before any request, and sends the request to finance', async () => {
      let asked = false;
      api.post('clients/createInvoiceCredit', () => {
        asked = true;
        return ok({ requestId: 7, status: 'pending' as const });
      });
      const request = {
        requestId: 7,
        status: 'pending',
        clientId: 42,
        businessCode: 'CL000042',
        clientName: 'Client 42',
        invoiceNumber: 'INV-2026-000001',
        invoiceRemaining: 8000,
        amount: 8000,
        businessUnit: { id: 3, name: 'Courses' },
        comment: 'Geste',
        requestedBy: 'Clients Demo',
        requestedAt: '2026-11-20T09:00:00.000Z',
        decidedBy: null,
        decidedAt: null,
        refusalReason: null,
        creditNoteNumber: null,
      };
      api.get('clients/getCreditRequests', () => ok({ rows: asked ? [request] : [], more: false }));
      const { user } = await openTab(/Invoices/);
      await user.click(screen.getByRole('button', { name: 'Request a credit note against INV-2026-000001' }));
      const form = await screen.findByRole('form', { name: 'Request a credit note against INV-2026-000001' });
      expect(within(form).getByTestId('credit-remaining')).toHaveTextContent(
        'Remaining due on INV-2026-000001: €80.00',
      );
      const amount = within(form).getByRole('textbox', { name: /Amount/ });
      await user.type(amount, '80.01');
      await user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Geste');
      await user.click(within(form).getByRole('button', { name: 'Request a credit note' }));
      expect(await within(form).findByText('At most €80.00 (what remains due)')).toBeInTheDocument();
      expect(api.calls('POST', 'clients/createInvoiceCredit')).toHaveLength(0);

      await user.clear(amount);
      await user.type(amount, '80');
      await user.click(within(form).getByRole('button', { name: 'Request a credit note' }));
      await waitFor(() => expect(api.calls('POST', 'clients/createInvoiceCredit')).toHaveLength(1));
      expect(api.calls('POST', 'clients/createInvoiceCredit')[0].body).toEqual({
        clientId: 42,
        invoiceNumber: 'INV-2026-000001',
        amount: 8000,
        businessUnit: 3,
        comment: 'Geste',
      });
      // A request, not a credit note (finance approves it): the form closes, the invoice shows it waiting.
      await waitFor(() =>
        expect(
          screen.queryByRole('form', { name: 'Request a credit note against INV-2026-000001' }),
        ).not.toBeInTheDocument(),
      );
      expect(await screen.findByTestId('credit-requested-INV-2026-000001')).toHaveTextContent(
        '€80.00 requested, waiting for finance',
      );
      expect(api.calls('GET', 'clients/getCreditRequests')[0].query).toEqual({ clientId: 42 });
    });

    it("puts the server's 409 on the amount", async () => {
      api.post('clients/createInvoiceCredit', () =>
        fail(409, 'CONFLICT', 'A credit note cannot exceed what remains due on INV-2026-000001: 50.00 EUR', {
          amount: 'At most 5000 cents',
        }),
      );
      const { user } = await openTab(/Invoices/);
      await user.click(screen.getByRole('button', { name: 'Request a credit note against INV-2026-000001' }));
      const form = await screen.findByRole('form', { name: 'Request a credit note against INV-2026-000001' });
      await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '60');
      await user.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Litige');
      await user.click(within(form).getByRole('button', { name: 'Request a credit note' }));
      expect(await within(form).findByText('At most 5000 cents')).toBeInTheDocument();
    });
  });

  it('pages the invoices: the first page comes with the client, the next one is asked with invoicesPage', async () => {
    const first = Array.from({ length: 20 }, (_, i) => buildInvoice(100 - i));
    const second = Array.from({ length: 5 }, (_, i) => buildInvoice(80 - i));
    api.get('clients/42', (req) =>
      ok(
        req.query.invoicesPage === 2
          ? buildClient(42, { invoices: second, invoicesTotal: 25, invoicesPage: 2 })
          : buildClient(42, { invoices: first, invoicesTotal: 25 }),
      ),
    );
    const { user } = await openTab(/Invoices \(25\)/);
    expect(await screen.findByText('Invoices 1–20 of 25')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-INV-2026-000100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invoices page 2' }));
    expect(await screen.findByText('Invoices 21–25 of 25')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-INV-2026-000080')).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-INV-2026-000100')).not.toBeInTheDocument();
    expect(api.calls('GET', 'clients/42').map((c) => c.query.invoicesPage)).toEqual([undefined, 2]);
  });

  it('says which document is legal (Factur-X and its SHA-256) and downloads a credit note', async () => {
    const sha = 'ab12cd34'.padEnd(64, '0');
    api.get(
      'clients/42',
      buildClient(42, {
        invoices: [
          buildInvoice(7, {
            document: { format: 'facturx', sha256: sha },
            creditNotes: [
              {
                creditNoteId: 3,
                number: 'CN-2026-000003',
                amount: 1200,
                amountExclVat: 1000,
                document: null,
                businessUnit: null,
                comment: 'Geste',
                issuedOn: '2026-11-02',
              },
            ],
          }),
          buildInvoice(6, { document: { format: 'pdf', sha256: sha } }),
          buildInvoice(5),
        ],
        invoicesTotal: 3,
      }),
    );
    api.get('clients/getCreditNotePdf', {
      fileName: 'CN-2026-000003.pdf',
      contentType: 'application/pdf',
      content: btoa('%PDF'),
      generatedAt: '2026-11-02T08:00:00Z',
    });
    const created = jest.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const { user } = await openTab(/Invoices \(3\)/);
    const row = (n: number) => screen.getByTestId(`invoice-INV-2026-${String(n).padStart(6, '0')}`);
    expect(
      await within(await screen.findByTestId('invoice-INV-2026-000007')).findByText('Factur-X · ab12cd34'),
    ).toBeInTheDocument();
    expect(within(row(6)).getByText('PDF (before Factur-X) · ab12cd34')).toBeInTheDocument();
    expect(within(row(5)).getByText('Made at first download')).toBeInTheDocument();
    await user.click(within(row(7)).getByRole('button', { name: 'Download credit note CN-2026-000003' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(api.calls('GET', 'clients/getCreditNotePdf')[0].query).toEqual({
      clientId: 42,
      number: 'CN-2026-000003',
    });
  });

  it('shows the recipients before sending an invoice', async () => {
    api.post('clients/sendInvoice', {
      invoice: buildInvoice(1, { status: 'sent' }),
      mail: { outboxId: 1, to: ['ada@client.example'], cc: ['bob@client.example'] },
    });
    const { user } = await openTab(/Invoices/);
    await user.click(screen.getByRole('button', { name: 'Send INV-2026-000001' }));
    const recipients = await screen.findByTestId('send-recipients');
    expect(recipients).toHaveTextContent('To: ada@client.example');
    expect(recipients).toHaveTextContent('Cc: bob@client.example');
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(api.calls('POST', 'clients/sendInvoice')).toHaveLength(1));
    expect(api.calls('POST', 'clients/sendInvoice')[0].body).toEqual({
      clientId: 42,
      invoiceNumber: 'INV-2026-000001',
    });
  });

  it('regenerating asks for a fresh authenticator code when the server wants one, then regenerates', async () => {
    let calls = 0;
    api.post('clients/regenerateInvoice', () =>
      ++calls === 1
        ? fail(
            403,
            'step_up_required' as never,
            'Type a fresh code from your authenticator app to confirm this action',
          )
        : ok(buildInvoice(1)),
    );
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { user } = await openTab(/Invoices/);
    await user.click(screen.getByRole('button', { name: 'Regenerate INV-2026-000001' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(prompt).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', 'clients/regenerateInvoice')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp')[0].body).toEqual({ code: '123456' });
  });

  it('says which price list prices the client, or that its shifts have no price', async () => {
    const client = buildClient(42);
    api.get('clients/42', {
      ...client,
      settings: { ...client.settings, pricingList: { id: 3, name: 'Tarif Paris 2026' } },
    });
    await openTab(/Invoicing settings/);
    expect(await screen.findByTestId('pricing-list')).toHaveTextContent(
      'Shifts are priced by “Tarif Paris 2026”',
    );
  });

  it('says a client without a price list is not billed', async () => {
    await openTab(/Invoicing settings/);
    expect(await screen.findByTestId('pricing-list')).toHaveTextContent(
      'the invoicing run does not bill them',
    );
  });

  it('closing needs a comment and a confirmation', async () => {
    api.post(
      'clients/closeAccount',
      buildClient(42, {
        activityStatus: 'inactive',
        closedAt: '2026-11-20T10:00:00+01:00',
        closedComment: 'Fin de contrat',
      }),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/clients/42' });
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('A comment is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Fin de contrat');
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(api.calls('POST', 'clients/closeAccount')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close the account' }));
    await waitFor(() => expect(api.calls('POST', 'clients/closeAccount')).toHaveLength(1));
    expect(api.calls('POST', 'clients/closeAccount')[0].body).toEqual({
      clientId: 42,
      comment: 'Fin de contrat',
    });
    expect(await screen.findByTestId('client-status')).toHaveTextContent('Closed');
  });
});
