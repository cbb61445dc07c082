import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerFilterLists, buildSummaryPage, buildSummaryRow } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get('finance/recovery/getClientInvoiceSummary', () =>
    ok(
      buildSummaryPage([
        buildSummaryRow(1, { name: 'Acme Pharma', inRecoverySince: '2026-11-20T08:00:00.000Z' }),
        buildSummaryRow(2, { name: 'Beta Transport' }),
      ]),
    ),
  );
});

const mail = (clientId: number, code: string, problem: string | null = null) => ({
  clientId,
  businessCode: code,
  name: `Client ${clientId}`,
  to: problem ? [] : [`compta@${code.toLowerCase()}.test`],
  cc: [],
  subject: `First reminder: overdue invoices of Client ${clientId}`,
  text: '…',
  invoices: [
    {
      invoiceId: clientId,
      invoiceNumber: `INV-2026-00000${clientId}`,
      dueOn: '2026-11-10',
      daysOverdue: 13,
      remaining: 1_000,
      level: 1 as const,
    },
  ],
  problem,
  outboxId: null,
});

describe('/finance/recovery: dunning', () => {
  it('marks the clients in recovery and draws overdue by age with a text alternative', async () => {
    renderArea(<AppRoutes />, { path: '/finance/recovery' });
    expect(await screen.findByText('Acme Pharma')).toBeInTheDocument();
    expect(screen.getAllByText('In recovery')).toHaveLength(1);
    const chart = screen.getByRole('img', { name: /^Overdue by age:/ });
    expect(chart).toHaveAccessibleName(
      'Overdue by age: 1–30 days €1,000.00, 31–60 days €0.00, 61–90 days €1,000.00, Over 90 days €3,000.00; total overdue €5,000.00.',
    );
  });

  it('previews the reminders, then sends them after a fresh code', async () => {
    let sends = 0;
    api.post('finance/recovery/sendReminders', (req) => {
      const body = req.body as { send?: boolean };
      const mails = [
        mail(1, 'CL1'),
        mail(2, 'CL2', 'No billing contact or contact flagged for overdue mails has an email address'),
      ];
      if (!body.send) return ok({ asOf: '2026-11-23', sent: false, mails, more: false });
      if (++sends === 1)
        return fail(
          403,
          'step_up_required' as never,
          'Type a fresh code from your authenticator app to confirm this action',
        );
      return ok({
        asOf: '2026-11-23',
        sent: true,
        mails: [{ ...mails[0], outboxId: 5 }, mails[1]],
        more: false,
      });
    });
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const preview = await screen.findByRole('dialog', { name: 'Reminders to send' });
    expect(within(preview).getByText('1 mail ready to send, 1 without an address.')).toBeInTheDocument();
    expect(within(preview).getByText(/^Not sent: No billing contact/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Send 1 mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sends).toBe(2));
    expect(api.calls('POST', 'auth/stepUp')[0].body).toEqual({ code: '123456' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reminders to send' })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST', 'finance/recovery/sendReminders').map((c) => c.body)).toEqual([
      { send: false },
      { send: true },
      { send: true },
    ]);
  });
});
