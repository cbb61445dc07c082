import { ROLES } from '@courier/shared/access';
import { seededTestApp, type LoggedIn, type TestApp } from '../helpers/testApp';
import { DEMO_SELLER } from '../../src/db/seed/seller';

/**
 * Who may move money or pay (docs/security.md#money-and-pay-writes), tried with every role:
 * the allowed role reaches the call (and, where a step-up is required, is asked for one before
 * anything happens); every other role gets 403 FORBIDDEN. The table is written here on purpose,
 * apart from the access table, so that a change of the access table that opens one of these to
 * another role fails this test.
 */
const NO_INVOICE = { invoiceNumber: 'INV-2099-000001', clientId: 999_999 };
const CREDIT = { ...NO_INVOICE, amount: 100, businessUnit: 1, comment: 'Role test' };

const MONEY_WRITES: { path: string; role: (typeof ROLES)[number]; stepUp: boolean; body: object }[] = [
  { path: 'clients/createInvoiceCredit', role: 'CLIENTS', stepUp: false, body: CREDIT },
  { path: 'finance/creditRequests/approve', role: 'FINANCE', stepUp: true, body: { requestId: 999_999 } },
  { path: 'finance/creditRequests/refuse', role: 'FINANCE', stepUp: true, body: { requestId: 999_999, reason: 'Role test' } },
  { path: 'finance/creditRequests/issueCredit', role: 'FINANCE', stepUp: true, body: CREDIT },
  { path: 'finance/recovery/liftRecovery', role: 'FINANCE', stepUp: true, body: { clientId: 999_999, comment: 'Role test' } },
  { path: 'finance/recovery/liftRecoveries', role: 'FINANCE', stepUp: true, body: { clientIds: [999_999], comment: 'Role test' } },
  {
    path: 'finance/recovery/updateSettings',
    role: 'FINANCE',
    stepUp: true,
    body: { firstReminderDays: 7, secondReminderDays: 21, formalNoticeDays: 45, recoveryThreshold: 500_000, version: 999 },
  },
  { path: 'finance/billing/issue', role: 'FINANCE', stepUp: true, body: { month: '2020-01' } },
  // The IBAN every invoice tells clients to pay to.
  { path: 'finance/seller/updateSeller', role: 'FINANCE', stepUp: true, body: { ...DEMO_SELLER, version: 999 } },
  { path: 'finance/billing/send', role: 'FINANCE', stepUp: true, body: { month: '2020-01' } },
  { path: 'clients/sendInvoice', role: 'CLIENTS', stepUp: true, body: NO_INVOICE },
  { path: 'clients/regenerateInvoice', role: 'CLIENTS', stepUp: true, body: NO_INVOICE },
  { path: 'retrib/statements/closeMonth', role: 'RETRIB', stepUp: false, body: { month: '1990-01' } },
  { path: 'retrib/statements/reopenMonth', role: 'RETRIB', stepUp: true, body: { month: '1990-01', reason: 'Role test' } },
];

let t: TestApp;
const as = new Map<string, LoggedIn>();

beforeAll(async () => {
  t = await seededTestApp();
  for (const role of ROLES) as.set(role, await t.loginAs(role.toLowerCase()));
  as.set('none', await t.loginAs('noroles'));
});
afterAll(() => t.close());

describe.each(MONEY_WRITES)('$path', ({ path, role, stepUp, body }) => {
  test(`${role} only${stepUp ? ', with a fresh step-up' : ''}; every other role gets 403 FORBIDDEN`, async () => {
    for (const [who, session] of as) {
      const res = await session.inject({ method: 'POST', url: `/api/${path}`, payload: body });
      const code = (res.json() as { error?: { code?: string } }).error?.code;
      if (who === role) {
        if (stepUp) expect({ who, status: res.statusCode, code }).toEqual({ who, status: 403, code: 'step_up_required' });
        else expect({ who, status: res.statusCode }).not.toEqual({ who, status: 403 });
      } else {
        expect({ who, status: res.statusCode, code }).toEqual({ who, status: 403, code: 'FORBIDDEN' });
      }
    }
  });
});
