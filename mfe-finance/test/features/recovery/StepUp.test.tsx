import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { buildRecovery } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
const stepUpRequired = () =>
  fail(
    403,
    'step_up_required' as never,
    'Type a fresh code from your authenticator app to confirm this action',
  );

beforeEach(() => {
  api = fakeApi();
  api.get('finance/recovery/42', buildRecovery(42));
});

async function open(tab: RegExp) {
  const area = renderArea(<AppRoutes />, { path: '/finance/recovery/42' });
  expect(await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' })).toBeInTheDocument();
  await area.user.click(screen.getByRole('tab', { name: tab }));
  return area;
}

const contact = {
  contactId: 9,
  name: 'Paule Martin',
  email: 'compta@example.com',
  phoneNumber: null,
  version: 4,
};

describe('step-up: a sensitive action asks for a fresh code, then is retried', () => {
  it('the billing contact: 403 step_up_required opens the prompt; a wrong code is said on it; the right one retries the save', async () => {
    let saves = 0;
    api.post('finance/recovery/updateBillingContact', () => (++saves === 1 ? stepUpRequired() : ok(contact)));
    let codes = 0;
    api.post('auth/stepUp', () =>
      ++codes === 1
        ? fail(400, 'BAD_REQUEST', 'Wrong or expired code', { code: 'Wrong or expired code' })
        : ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }),
    );
    const { user } = await open(/Billing contact/);
    await user.click(screen.getByRole('button', { name: 'Edit billing contact' }));
    const form = screen.getByRole('form', { name: 'Billing contact' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Paule Martin');
    await user.click(within(form).getByRole('button', { name: 'Save billing contact' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    const code = within(dialog).getByRole('textbox', { name: 'Authenticator code' });
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Type the 6 digits your authenticator app shows'),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'auth/stepUp')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Wrong or expired code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.calls('POST', 'finance/recovery/updateBillingContact')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    expect(api.calls('POST', 'finance/recovery/updateBillingContact')[1].body).toMatchObject({
      clientId: 42,
      version: 3,
      name: 'Paule Martin',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirm with your authenticator app' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Billing contact' })).not.toBeInTheDocument(),
    );
  });

  it('cancelling the prompt leaves the change unsaved and says why', async () => {
    api.post('finance/recovery/updateBillingContact', () => stepUpRequired());
    const { user } = await open(/Billing contact/);
    await user.click(screen.getByRole('button', { name: 'Edit billing contact' }));
    const form = screen.getByRole('form', { name: 'Billing contact' });
    await user.click(within(form).getByRole('button', { name: 'Save billing contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(form).findByText(/a fresh code from your authenticator app is needed/),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/updateBillingContact')).toHaveLength(1);
  });
});

const mail = {
  clientId: 42,
  businessCode: 'CL000042',
  name: 'Client 42',
  to: ['compta@example.com'],
  cc: ['boss@example.com'],
  subject: 'Second reminder: overdue invoices of Client 42',
  text: '…',
  invoices: [
    {
      invoiceId: 1,
      invoiceNumber: 'INV-2026-000001',
      dueOn: '2026-09-24',
      daysOverdue: 60,
      remaining: 3_000,
      level: 2 as const,
    },
  ],
  problem: null,
  outboxId: null,
};

describe('reminders of a client', () => {
  it('lists those due and sent; preview, confirm, step-up, sent', async () => {
    api.get('finance/recovery/getReminders', () =>
      ok({
        asOf: '2026-11-23',
        due: mail.invoices,
        sent: [
          {
            invoiceNumber: 'INV-2026-000001',
            level: 1,
            sentAt: '2026-10-01T08:00:00.000Z',
            userName: 'finance',
            outboxId: 7,
          },
        ],
      }),
    );
    let sends = 0;
    api.post('finance/recovery/sendReminders', (req) => {
      const body = req.body as { send?: boolean };
      if (!body.send) return ok({ asOf: '2026-11-23', sent: false, mails: [mail], more: false });
      return ++sends === 1
        ? stepUpRequired()
        : ok({ asOf: '2026-11-23', sent: true, mails: [{ ...mail, outboxId: 99 }], more: false });
    });
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { user } = await open(/Reminders/);
    const due = await screen.findByRole('table', { name: 'Reminders due' });
    expect(within(due).getAllByRole('row')[1]).toHaveTextContent('INV-2026-000001');
    expect(within(due).getAllByRole('row')[1]).toHaveTextContent('Second reminder');
    expect(
      within(screen.getByRole('table', { name: 'Reminders sent' })).getAllByRole('row')[1],
    ).toHaveTextContent('First reminder');

    await user.click(screen.getByRole('button', { name: 'Preview the reminder' }));
    const preview = await screen.findByRole('dialog', { name: 'Reminder to send' });
    expect(within(preview).getByText('To compta@example.com, cc boss@example.com')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/sendReminders')[0].body).toEqual({
      clientId: 42,
      send: false,
    });
    await user.click(within(preview).getByRole('button', { name: 'Send the reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sends).toBe(2));
    expect(api.calls('POST', 'finance/recovery/sendReminders')[2].body).toEqual({ clientId: 42, send: true });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reminder to send' })).not.toBeInTheDocument(),
    );
  });
});

describe('the recovery block', () => {
  it('shows the flag; lifting needs a comment, then is sent', async () => {
    api.get(
      'finance/recovery/42',
      buildRecovery(42, {
        recovery: {
          inRecovery: true,
          since: '2026-11-20T08:00:00.000Z',
          flaggedBy: null,
          reason: 'Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
          liftedAt: null,
          liftedBy: null,
          liftComment: null,
        },
      }),
    );
    api.post('finance/recovery/liftRecovery', () =>
      ok({
        inRecovery: false,
        since: null,
        flaggedBy: null,
        reason: null,
        liftedAt: '2026-11-23T10:00:00.000Z',
        liftedBy: 'finance',
        liftComment: 'Plan agreed',
      }),
    );
    const { user } = await open(/Recovery block/);
    expect(screen.getByTestId('recovery-flag')).toHaveTextContent(
      'Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
    );
    await user.click(screen.getByRole('button', { name: 'Lift the recovery block' }));
    const form = screen.getByRole('form', { name: 'Lift the recovery block' });
    await user.click(within(form).getByRole('button', { name: 'Lift the block' }));
    expect(await within(form).findByText('A comment is required')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/liftRecovery')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Why the block is lifted/ }), 'Plan agreed');
    await user.click(within(form).getByRole('button', { name: 'Lift the block' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/liftRecovery')).toHaveLength(1));
    expect(api.calls('POST', 'finance/recovery/liftRecovery')[0].body).toEqual({
      clientId: 42,
      comment: 'Plan agreed',
    });
  });
});
