import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import type { CreditRequestRow } from '@courier/shared/contract';
import { AppRoutes } from '../../../src/app/routes';
import { answerFilterLists, buildSummaryPage, buildSummaryRow } from '../recovery/fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
const stepUpRequired = () =>
  fail(
    403,
    'step_up_required' as never,
    'Type a fresh code from your authenticator app to confirm this action',
  );

function buildRequest(id: number, patch: Partial<CreditRequestRow> = {}): CreditRequestRow {
  return {
    requestId: id,
    status: 'pending',
    clientId: 42,
    businessCode: 'CL000042',
    clientName: 'Client 42',
    invoiceNumber: `INV-2026-00000${id}`,
    invoiceRemaining: 50_000,
    amount: 12_000,
    businessUnit: { id: 3, name: 'Courses' },
    comment: 'Parcel never delivered',
    requestedBy: 'Clients Demo',
    requestedAt: '2026-11-20T09:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    refusalReason: null,
    creditNoteNumber: null,
    ...patch,
  };
}

let pending: CreditRequestRow[];
beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get('finance/recovery/getClientInvoiceSummary', () =>
    ok(buildSummaryPage([buildSummaryRow(1, { name: 'Acme Pharma' })])),
  );
  pending = [buildRequest(1), buildRequest(2, { amount: 60_000, comment: 'Whole month disputed' })];
  api.get('finance/creditRequests/getCreditRequests', () => ok({ rows: pending, more: false }));
});

async function openPanel() {
  const area = renderArea(<AppRoutes />, { path: '/finance/recovery' });
  const table = await screen.findByRole('table', { name: 'Credit note requests waiting for a decision' });
  return { ...area, table };
}

describe('credit note requests on /finance/recovery', () => {
  it('lists the pending requests: who asked, why, and what is still due', async () => {
    const { table } = await openPanel();
    const first = within(table).getByTestId('credit-request-1');
    expect(first).toHaveTextContent('CL000042 · Client 42');
    expect(first).toHaveTextContent('INV-2026-000001');
    expect(first).toHaveTextContent('€120.00');
    expect(first).toHaveTextContent('€500.00');
    expect(first).toHaveTextContent('Parcel never delivered');
    expect(first).toHaveTextContent('Clients Demo');
    expect(api.calls('GET', 'finance/creditRequests/getCreditRequests')[0].query).toEqual({
      sort: 'requestedAt',
      order: 'asc',
    });
  });

  it('sorts on the server by the clicked column, both ways, and keeps the sort in the address', async () => {
    const { table, user } = await openPanel();
    await user.click(within(table).getByRole('button', { name: 'Sort by amount' }));
    await waitFor(() =>
      expect(api.calls('GET', 'finance/creditRequests/getCreditRequests').at(-1)?.query).toEqual({
        sort: 'amount',
        order: 'asc',
      }),
    );
    expect(window.location.search).toContain('creditSort=amount');
    const amount = await screen.findByRole('button', { name: 'Sort by amount, now ascending' });
    expect(amount.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(amount);
    await waitFor(() =>
      expect(api.calls('GET', 'finance/creditRequests/getCreditRequests').at(-1)?.query).toEqual({
        sort: 'amount',
        order: 'desc',
      }),
    );
    expect(window.location.search).toContain('creditOrder=desc');
  });

  it('approve: a confirmation, then the fresh code the server asks for, then the call again; the list is read again', async () => {
    let approvals = 0;
    api.post('finance/creditRequests/approve', (req) => {
      approvals += 1;
      if (approvals === 1) return stepUpRequired();
      pending = pending.filter((r) => r.requestId !== (req.body as { requestId: number }).requestId);
      return ok({
        request: buildRequest(1, {
          status: 'approved',
          decidedBy: 'Finance Demo',
          decidedAt: '2026-11-21T09:00:00.000Z',
          creditNoteNumber: 'CN-2026-000007',
        }),
        creditNote: {
          creditNoteId: 7,
          number: 'CN-2026-000007',
          amount: 12_000,
          businessUnit: { id: 3, name: 'Courses' },
          comment: 'Parcel never delivered',
          issuedOn: '2026-11-21',
        },
        invoice: {} as never,
      });
    });
    api.post('auth/stepUp', ok({ stepUpAt: '2026-11-21T09:00:00.000Z', validForSeconds: 300 }));
    const { user, table } = await openPanel();
    await user.click(within(table).getByRole('button', { name: /^Approve request #1 / }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Approve a credit note of €120.00 against INV-2026-000001?',
    });
    expect(confirm).toHaveTextContent('Clients Demo asked for it');
    // Nothing is sent before the confirmation.
    expect(api.calls('POST', 'finance/creditRequests/approve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve and issue the credit note' }));

    const stepUp = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(stepUp).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.calls('POST', 'finance/creditRequests/approve')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp').map((c) => c.body)).toEqual([{ code: '123456' }]);
    expect(api.calls('POST', 'finance/creditRequests/approve').map((c) => c.body)).toEqual([
      { requestId: 1 },
      { requestId: 1 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('credit-request-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('credit-request-2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Approve a credit note/ })).not.toBeInTheDocument(),
    );
  });

  it('approve refused by the server (over what remains due): the dialog says why and stays open', async () => {
    api.post('finance/creditRequests/approve', () =>
      fail(409, 'CONFLICT', 'A credit note cannot exceed what remains due on INV-2026-000002: 500.00 EUR', {
        amount: 'At most 50000 cents',
      }),
    );
    const { user, table } = await openPanel();
    await user.click(within(table).getByRole('button', { name: /^Approve request #2 / }));
    const confirm = await screen.findByRole('dialog', { name: /Approve a credit note of €600.00/ });
    await user.click(within(confirm).getByRole('button', { name: 'Approve and issue the credit note' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('cannot exceed what remains due');
  });

  it('refuse: a reason is required, then sent', async () => {
    api.post('finance/creditRequests/refuse', () => {
      pending = pending.filter((r) => r.requestId !== 2);
      return ok({
        request: buildRequest(2, {
          status: 'refused',
          refusalReason: 'Signed proof of delivery',
          decidedBy: 'Finance Demo',
          decidedAt: '2026-11-21T09:00:00.000Z',
        }),
      });
    });
    const { user, table } = await openPanel();
    await user.click(within(table).getByRole('button', { name: /^Refuse request #2 / }));
    const dialog = await screen.findByRole('dialog', { name: /Refuse the credit note of €600.00/ });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the request' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/creditRequests/refuse')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why the request is refused/ }),
      'Signed proof of delivery',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the request' }));
    await waitFor(() => expect(api.calls('POST', 'finance/creditRequests/refuse')).toHaveLength(1));
    expect(api.calls('POST', 'finance/creditRequests/refuse')[0].body).toEqual({
      requestId: 2,
      reason: 'Signed proof of delivery',
    });
    await waitFor(() => expect(screen.queryByTestId('credit-request-2')).not.toBeInTheDocument());
  });

  it('says when nothing waits', async () => {
    pending = [];
    renderArea(<AppRoutes />, { path: '/finance/recovery' });
    expect(await screen.findByText('No credit note request is waiting for a decision.')).toBeInTheDocument();
  });
});
