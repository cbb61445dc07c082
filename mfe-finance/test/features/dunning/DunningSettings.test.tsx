import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

const REMINDER = 'Hello {client},\n{invoices}\nTotal: {total}.';
const SETTINGS = {
  firstReminderDays: 7,
  secondReminderDays: 21,
  formalNoticeDays: 45,
  firstReminderTemplate: REMINDER,
  secondReminderTemplate: REMINDER,
  formalNoticeTemplate: 'Formal notice to {client}:\n{invoices}',
  recoveryThreshold: 500_000,
  version: 3,
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('finance/recovery/getSettings', SETTINGS);
});

async function open() {
  const area = renderArea(<AppRoutes />, { path: '/finance/recovery/dunning' });
  const form = await screen.findByRole('form', { name: 'Dunning settings' });
  return { ...area, form };
}

const level = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });

describe('the dunning settings section', () => {
  it('shows each level (days and text) and the threshold in euros', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Dunning settings' })).toBeInTheDocument();
    const first = level(form, 'First reminder');
    expect(within(first).getByRole('textbox', { name: /Days after the due date/ })).toHaveValue('7');
    expect(within(first).getByRole('textbox', { name: /Text of the first reminder mail/ })).toHaveValue(REMINDER);
    expect(within(level(form, 'Formal notice')).getByRole('textbox', { name: /Days/ })).toHaveValue('45');
    expect(within(form).getByRole('textbox', { name: /Recovery threshold/ })).toHaveValue('5000.00');
  });

  it('checks the days increase and the text keeps {invoices}, without calling the server', async () => {
    const { form, user } = await open();
    const second = within(level(form, 'Second reminder')).getByRole('textbox', { name: /Days/ });
    await user.clear(second);
    await user.type(second, '5');
    const text = within(level(form, 'Formal notice')).getByRole('textbox', { name: /Text/ });
    await user.clear(text);
    await user.type(text, 'Pay now.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be after the first reminder (7 days)')).toBeInTheDocument();
    expect(within(form).getByText('Must contain {invoices}, where the invoices due are listed')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/updateSettings')).toHaveLength(0);
  });

  it('previews a text with an example', async () => {
    const { form, user } = await open();
    await user.click(within(level(form, 'First reminder')).getByRole('button', { name: 'Preview with an example' }));
    expect(within(form).getByRole('region', { name: 'Preview of the first reminder' })).toHaveTextContent(
      'Hello ACME Logistics,',
    );
  });

  it('a new text: asks for a fresh code when the server wants one, then saves only what changed', async () => {
    let saves = 0;
    api.post('finance/recovery/updateSettings', (req) =>
      ++saves === 1
        ? fail(403, 'step_up_required' as never, 'Type a fresh code from your authenticator app to confirm this action')
        : ok({ ...SETTINGS, ...(req.body as object), version: 4 }),
    );
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { form, user } = await open();
    const text = within(level(form, 'Second reminder')).getByRole('textbox', { name: /Text/ });
    await user.type(text, '\nRegards');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/updateSettings')).toHaveLength(2));
    expect(api.calls('POST', 'finance/recovery/updateSettings')[1].body).toEqual({
      firstReminderDays: 7,
      secondReminderDays: 21,
      formalNoticeDays: 45,
      recoveryThreshold: 500_000,
      secondReminderTemplate: `${REMINDER}\nRegards`,
      version: 3,
    });
    // The saved settings (version 4) are the form's new start: nothing left to undo.
    const saved = await screen.findByRole('form', { name: 'Dunning settings' });
    await waitFor(() =>
      expect(within(saved).getByRole('button', { name: 'Undo my changes' })).toBeDisabled(),
    );
    expect(within(level(saved, 'Second reminder')).getByRole('textbox', { name: /Text/ })).toHaveValue(
      `${REMINDER}\nRegards`,
    );
  });

  it('asks before changing the threshold; a stale version says so and offers to reload', async () => {
    api.post('finance/recovery/updateSettings', () =>
      fail(409, 'CONFLICT', 'The dunning settings were changed by someone else since you opened them'),
    );
    const { form, user } = await open();
    const threshold = within(form).getByRole('textbox', { name: /Recovery threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '2500,5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the recovery threshold?' });
    expect(dialog).toHaveTextContent('€5,000.00');
    expect(dialog).toHaveTextContent('€2,500.50');
    expect(api.calls('POST', 'finance/recovery/updateSettings')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change the threshold' }));
    await waitFor(() =>
      expect(api.calls('POST', 'finance/recovery/updateSettings')[0].body).toMatchObject({
        recoveryThreshold: 250_050,
        version: 3,
      }),
    );
    expect(await within(form).findByText(/changed by someone else/)).toBeInTheDocument();
    api.get('finance/recovery/getSettings', { ...SETTINGS, recoveryThreshold: 100_000, version: 5 });
    await user.click(within(form).getByRole('button', { name: /Reload the settings/ }));
    const fresh = await screen.findByRole('form', { name: 'Dunning settings' });
    await waitFor(() =>
      expect(within(fresh).getByRole('textbox', { name: /Recovery threshold/ })).toHaveValue('1000.00'),
    );
  });

  it('says when the settings could not be loaded, with Retry', async () => {
    api.get('finance/recovery/getSettings', () => fail(500, 'INTERNAL', 'Boom'));
    renderArea(<AppRoutes />, { path: '/finance/recovery/dunning' });
    expect(await screen.findByText('The dunning settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
