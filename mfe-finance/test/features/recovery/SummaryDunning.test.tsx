import { configure, screen, within } from '@testing-library/react';
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
  dispute: null as null | { reason: string; since: string; by: string },
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

  it('lists the clients of the filters, disputing ones unticked, sends the chosen ids and reports', async () => {
    const mails = [
      mail(1, 'CL1'),
      mail(2, 'CL2', 'No billing contact or contact flagged for overdue mails has an email address'),
      {
        ...mail(3, 'CL3'),
        dispute: { reason: 'Contests the October hours', since: '2026-11-01T08:00:00.000Z', by: 'finance' },
      },
    ];
    const client = (id: number) => ({ clientId: id, businessCode: `CL${id}`, name: `Client ${id}` });
    let sends = 0;
    api.post('finance/recovery/sendReminders', (req) => {
      const body = req.body as { send?: boolean; clientIds?: number[] };
      if (!body.send)
        return ok({
          asOf: '2026-11-23',
          sent: false,
          mails,
          more: false,
          report: { sent: [], skipped: [], failed: [] },
        });
      if (++sends === 1)
        return fail(
          403,
          'step_up_required' as never,
          'Type a fresh code from your authenticator app to confirm this action',
        );
      const ids = body.clientIds ?? [];
      return ok({
        asOf: '2026-11-23',
        sent: true,
        mails,
        more: false,
        report: {
          sent: ids.filter((id) => id !== 3 || sends > 2).map((id) => ({ ...client(id), outboxId: 10 + id })),
          skipped: [],
          failed:
            sends > 2
              ? []
              : ids.filter((id) => id === 3).map((id) => ({ ...client(id), error: 'Mail server down' })),
        },
      });
    });
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery?agencyId=7&onlyOverdue=true' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminders to send' });
    expect(api.calls('POST', 'finance/recovery/sendReminders')[0].body).toEqual({
      send: false,
      filters: { agencyId: 7, onlyOverdue: true },
    });
    const box = (code: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${code} ·`) });
    expect(box('CL1')).toBeChecked();
    expect(box('CL2')).not.toBeChecked();
    expect(box('CL3')).not.toBeChecked();
    expect(
      within(dialog).getByText('Left out by default: disputes the debt: Contests the October hours'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Left out by default: Not sent: No billing contact/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 3 chosen')).toBeInTheDocument();
    await user.click(box('CL3'));
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 mails' }));
    const code = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(code).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(code).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Sent: 1 · Left out: 1 · Failed or not sent: 1'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Mail server down/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry the 1 failed' }));
    expect(
      await within(dialog).findByText('Sent: 2 · Left out: 1 · Failed or not sent: 0'),
    ).toBeInTheDocument();
    expect(
      api
        .calls('POST', 'finance/recovery/sendReminders')
        .map((c) => c.body)
        .slice(1),
    ).toEqual([
      { send: true, clientIds: [1, 3], includeDisputed: [3] },
      { send: true, clientIds: [1, 3], includeDisputed: [3] },
      { send: true, clientIds: [3], includeDisputed: [3] },
    ]);
  });
});
