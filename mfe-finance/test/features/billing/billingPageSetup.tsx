import { act, configure, screen, within } from '@testing-library/react';
import { setRoles } from '@courier/shared';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';

export let api: FakeApi;

export const stepUpRequired = () =>
  fail(
    403,
    'step_up_required' as never,
    'Type a fresh code from your authenticator app to confirm this action',
  );

/** The shared code prompt the server's step_up_required opens: a code typed and confirmed. */
export async function enterCode(user: ReturnType<typeof renderArea>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

export const row = (clientId: number, extra: Record<string, unknown> = {}) => ({
  clientId,
  businessCode: `CL${String(clientId).padStart(6, '0')}`,
  name: `Client ${clientId}`,
  businessUnit: { id: 1, name: 'Paris' },
  inRecoverySince: null,
  shifts: 3,
  lateChanges: 0,
  amountExclVat: 10_000,
  vat: 2_000,
  amount: 12_000,
  creditNotes: 0,
  creditAmount: 0,
  problem: null,
  ...extra,
});

export const preview = (
  month: string,
  items = [
    row(1),
    row(2, { inRecoverySince: '2026-10-01T08:00:00Z' }),
    row(3, { problem: 'no_price_list', amountExclVat: null, vat: null, amount: null }),
  ],
) => ({
  month,
  periodStart: `${month}-01`,
  periodEnd: `${month}-31`,
  totals: {
    clients: 2,
    shifts: 6,
    lateChanges: 0,
    amountExclVat: 20_000,
    vat: 4_000,
    amount: 24_000,
    creditNotes: 1,
    creditAmount: 4_800,
    problems: 1,
    inRecovery: 1,
  },
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  run: null,
});

export const run = (month: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  month,
  status: 'running',
  alive: true,
  totalClients: 2,
  doneClients: 1,
  invoices: 1,
  creditNotes: 0,
  error: null,
  startedBy: 'finance',
  startedAt: '2026-11-27T08:00:00Z',
  heartbeatAt: '2026-11-27T08:00:01Z',
  finishedAt: null,
  ...extra,
});

export const noInvoices = { items: [], total: 0, unsent: 0, page: 1, pageSize: 50 };

/** Registers the hooks every test file of this family needs: call once at its top. */
export function setUpBillingPage() {
  configure({ asyncUtilTimeout: 8000 });
  jest.setTimeout(30_000);
  afterEach(() => act(() => setRoles([])));
  beforeEach(() => {
    api = fakeApi();
    api.get('finance/billing/getPreview', (r: { query: { month: string } }) => ok(preview(r.query.month)));
    api.get('finance/billing/getRun', null);
    api.get('finance/billing/getInvoices', noInvoices);
    // A complete seller: issuing is allowed (seller/SellerIdentity.test.tsx covers the other case).
    api.get('finance/seller/getSeller', {
      seller: null,
      version: 2,
      problems: [],
      updatedAt: null,
      updatedBy: null,
    });
  });
}
