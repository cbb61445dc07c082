import type { ResponseOf, api } from '@courier/shared';
import type { FakeApi } from '@courier/shared/testing';

export type ClientRow = ResponseOf<typeof api.clients.getClients>['items'][number];
export type ClientDetail = ResponseOf<typeof api.clients.getClient>;
export type InvoiceRow = ClientDetail['invoices'][number];

const NOW = '2026-11-20T10:00:00+01:00';

export function buildClientRow(clientId: number, over: Partial<ClientRow> = {}): ClientRow {
  return {
    clientId,
    businessCode: `CL${String(clientId).padStart(6, '0')}`,
    name: `Client ${clientId}`,
    city: 'Lyon',
    clientGroup: { id: 1, name: 'Pharmacies' },
    clientGroup2: null,
    agency: { id: 2, name: 'Lyon Nord' },
    salesAgent: null,
    paymentMethod: { id: 1, name: 'Transfer' },
    activityStatus: 'active',
    closedAt: null,
    email: null,
    phone: null,
    ...over,
  };
}

export function buildInvoice(invoiceId: number, over: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    invoiceId,
    invoiceNumber: `INV-2026-${String(invoiceId).padStart(6, '0')}`,
    invoicePONumber: null,
    issuedOn: '2026-10-01',
    dueOn: '2026-10-31',
    amount: 12000,
    amountExclVat: 10000,
    vatAmount: 2000,
    credited: 0,
    paid: 0,
    remaining: 12000,
    status: 'issued',
    businessUnit: { id: 3, name: 'Courses' },
    comment: null,
    pdfGeneratedAt: null,
    document: null,
    sentAt: null,
    creditNotes: [],
    version: 1,
    ...over,
  };
}

export function buildClient(clientId: number, over: Partial<ClientDetail> = {}): ClientDetail {
  return {
    ...buildClientRow(clientId),
    legalName: 'Client SAS',
    vatNumber: null,
    siret: null,
    addressLine1: null,
    addressLine2: null,
    postalCode: null,
    country: 'FR',
    comment: null,
    closedComment: null,
    billingContactId: 11,
    settings: {
      invoiceFrequency: 'monthly',
      invoiceDelivery: 'email',
      invoiceLanguage: 'fr',
      paymentTermDays: 30,
      vatRateBp: 2000,
      financeUnit: null,
      businessUnit: { id: 3, name: 'Courses' },
      priceLists: [],
      pricingList: null,
    },
    contacts: [
      {
        contactId: 11,
        name: 'Ada Compta',
        email: 'ada@client.example',
        phoneNumber: null,
        position: null,
        clientEmailCc: false,
        clientEmailCcOverdue: false,
        isBillingContact: true,
        version: 1,
      },
      {
        contactId: 12,
        name: 'Bob Copie',
        email: 'bob@client.example',
        phoneNumber: null,
        position: null,
        clientEmailCc: true,
        clientEmailCcOverdue: false,
        isBillingContact: false,
        version: 2,
      },
    ],
    invoices: [buildInvoice(1, { remaining: 8000, credited: 4000 })],
    invoicesTotal: 1,
    invoicesPage: 1,
    invoicesPageSize: 20,
    bannedUsers: [],
    events: [{ eventId: 1, at: NOW, userName: 'clients', kind: 'created', summary: 'Client created', data: null }],
    version: 4,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

const named = (id: number, name: string) => ({ id, name, code: null, activityStatus: 'active' as const });

/** The lists of clients/getInvoiceConfigurationLists, and the other reference lists of the pages. */
export function answerClientLists(api: FakeApi) {
  api.get('clients/getInvoiceConfigurationLists', {
    invoiceFrequencies: ['weekly', 'monthly', 'per_shift'],
    invoiceDeliveries: ['email', 'post'],
    invoiceLanguages: ['fr', 'en'],
    vatRates: [2000, 1000],
    paymentTermDays: [30, 45],
    paymentMethods: [named(1, 'Transfer'), named(2, 'Direct debit')],
    businessUnits: [named(3, 'Courses')],
    financeUnits: [named(4, 'Paris')],
    clientGroups: [
      { ...named(1, 'Pharmacies'), clientGroup2Id: null },
      { ...named(5, 'Law firms'), clientGroup2Id: 6 },
    ],
    clientGroups2: [named(6, 'Liberal professions')],
    agencies: [named(2, 'Lyon Nord'), named(7, 'Paris Est')],
    salesAgents: [named(8, 'Sam Vendeur')],
  });
  api.get('clients/getBusinessUnit', [named(3, 'Courses')]);
  api.get('clients/getPriceList', [{ ...named(9, 'Standard'), description: null }]);
}
