import type { FakeApi } from '@courier/shared/testing';
import type { ResponseOf, api } from '@courier/shared';

type SummaryPage = ResponseOf<typeof api.finance.getClientInvoiceSummary>;
type SummaryRow = SummaryPage['items'][number];
type RecoveryDetail = ResponseOf<typeof api.finance.getRecovery>;

/** A summary row: 1,000.00 € not yet due and 2,500.00 € overdue (1,500.00 € over 90 days). */
export function buildSummaryRow(id: number, overrides: Partial<SummaryRow> = {}): SummaryRow {
  return {
    clientId: id,
    businessCode: `CL${String(id).padStart(6, '0')}`,
    name: `Client ${id}`,
    activityStatus: 'active',
    agency: { id: 7, name: 'Paris Est' },
    salesAgent: null,
    notDue: 100_000,
    overdue1to30: 50_000,
    overdue31to60: 0,
    overdue61to90: 50_000,
    overdueOver90: 150_000,
    overdue: 250_000,
    totalDue: 350_000,
    openInvoices: 4,
    oldestDueOn: '2026-05-01',
    lastPayment: { paidOn: '2026-10-02', amount: 12_345 },
    lastNote: null,
    inRecoverySince: null,
    dispute: null,
    ...overrides,
  };
}

/** A summary page whose totals are the sum of its rows. */
export function buildSummaryPage(items: SummaryRow[], { page = 1, total = items.length } = {}): SummaryPage {
  const sum = (k: keyof SummaryPage['totals'] & keyof SummaryRow) =>
    items.reduce((s, r) => s + (r[k] as number), 0);
  return {
    items,
    total,
    page,
    pageSize: 50,
    asOf: '2026-11-23',
    totals: {
      clients: items.length,
      notDue: sum('notDue'),
      overdue1to30: sum('overdue1to30'),
      overdue31to60: sum('overdue31to60'),
      overdue61to90: sum('overdue61to90'),
      overdueOver90: sum('overdueOver90'),
      overdue: sum('overdue'),
      totalDue: sum('totalDue'),
      openInvoices: sum('openInvoices'),
    },
  };
}

export function buildRecovery(id: number, overrides: Partial<RecoveryDetail> = {}): RecoveryDetail {
  return {
    client: {
      clientId: id,
      businessCode: `CL${String(id).padStart(6, '0')}`,
      name: `Client ${id}`,
      activityStatus: 'active',
      paymentTermDays: 30,
      agency: null,
      salesAgent: null,
    },
    asOf: '2026-11-23',
    figures: {
      notDue: 10_000,
      overdue1to30: 0,
      overdue31to60: 3_000,
      overdue61to90: 0,
      overdueOver90: 0,
      overdue: 3_000,
      totalDue: 13_000,
      openInvoices: 2,
    },
    openInvoices: [
      {
        invoiceId: 1,
        invoiceNumber: 'INV-2026-000001',
        issuedOn: '2026-08-25',
        dueOn: '2026-09-24',
        daysOverdue: 60,
        amount: 5_000,
        credited: 500,
        paid: 1_500,
        remaining: 3_000,
        status: 'sent',
      },
      {
        invoiceId: 2,
        invoiceNumber: 'INV-2026-000002',
        issuedOn: '2026-11-01',
        dueOn: '2026-12-01',
        daysOverdue: -8,
        amount: 10_000,
        credited: 0,
        paid: 0,
        remaining: 10_000,
        status: 'issued',
      },
    ],
    payments: [
      {
        paymentId: 5,
        invoiceNumber: 'INV-2026-000001',
        paidOn: '2026-08-30',
        amount: 1_500,
        paymentMethod: null,
        reference: 'ACOMPTE',
      },
    ],
    creditNotes: [
      {
        creditNoteId: 3,
        number: 'CN-2026-000001',
        invoiceNumber: 'INV-2026-000001',
        amount: 500,
        comment: 'Geste',
        issuedOn: '2026-08-27',
      },
    ],
    billingContact: {
      contactId: 9,
      name: 'Paule Compta',
      email: 'compta@example.com',
      phoneNumber: null,
      version: 3,
    },
    notes: [],
    recovery: {
      inRecovery: false,
      since: null,
      flaggedBy: null,
      reason: null,
      liftedAt: null,
      liftedBy: null,
      liftComment: null,
    },
    dispute: null,
    ...overrides,
  };
}

/** The pickers of the summary's filters. */
export function answerFilterLists(api: FakeApi) {
  // The summary page also lists the credit-note requests waiting for a decision (none here).
  api.get('finance/creditRequests/getCreditRequests', { rows: [], more: false });
  api.get('agency/getAgencies', [
    { id: 7, name: 'Paris Est' },
    { id: 8, name: 'Lyon' },
  ]);
  api.get('salesAgents/getSalesAgents', [
    {
      id: 4,
      name: 'Sam Vendeur',
      code: null,
      activityStatus: 'active',
      inUse: 3,
      version: 1,
      updatedAt: '2026-01-01T00:00:00Z',
      email: null,
      phone: null,
    },
  ]);
}
