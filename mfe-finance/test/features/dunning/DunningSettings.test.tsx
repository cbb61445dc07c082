import { configure, screen, waitFor, within } from '@testing-library/react';
import { hasUnsavedChanges } from '@courier/shared';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

const REMINDER = 'Hello {client},\n{invoices}\nTotal: {total}.';
const RELANCE = 'Bonjour {client},\n{invoices}\nTotal\u00a0: {total}.';
const SETTINGS = {
  firstReminderDays: 7,
  secondReminderDays: 21,
  formalNoticeDays: 45,
  firstReminderTemplateFr: RELANCE,
  firstReminderTemplateEn: REMINDER,
  secondReminderTemplateFr: RELANCE,
  secondReminderTemplateEn: REMINDER,
  formalNoticeTemplateFr: 'Mise en demeure de {client}\u00a0:\n{invoices}',
  formalNoticeTemplateEn: 'Formal notice to {client}:\n{invoices}',
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
  it('shows each level (days and its text in French and in English) and the threshold in euros', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Dunning settings' })).toBeInTheDocument();
    const first = level(form, 'First reminder');
    expect(within(first).getByRole('textbox', { name: /Days after the due date/ })).toHaveValue('7');
    expect(within(first).getByRole('textbox', { name: /Text of the first reminder mail in French/ })).toHaveValue(RELANCE);
    expect(within(first).getByRole('textbox', { name: /Text of the first reminder mail in English/ })).toHaveValue(REMINDER);
    expect(within(level(form, 'Formal notice')).getByRole('textbox', { name: /in French/ })).toHaveValue(
      SETTINGS.formalNoticeTemplateFr,
    );
    expect(within(level(form, 'Formal notice')).getByRole('textbox', { name: /Days/ })).toHaveValue('45');
    expect(within(form).getByRole('textbox', { name: /Recovery threshold/ })).toHaveValue('5000.00');
  });

  it("checks the days increase and each language's text keeps {invoices}, without calling the server", async () => {
    const { form, user } = await open();
    const second = within(level(form, 'Second reminder')).getByRole('textbox', { name: /Days/ });
    await user.clear(second);
    await user.type(second, '5');
    const french = within(level(form, 'Formal notice')).getByRole('textbox', { name: /Text .* in French/ });
    await user.clear(french);
    await user.type(french, 'Payez.');
    const english = within(level(form, 'First reminder')).getByRole('textbox', { name: /Text .* in English/ });
    await user.clear(english);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be after the first reminder (7 days)')).toBeInTheDocument();
    expect(french).toHaveAccessibleDescription(/Must contain \{invoices\}, where the invoices due are listed/);
    expect(english).toHaveAccessibleDescription(/Required/);
    expect(within(level(form, 'Formal notice')).getByRole('textbox', { name: /in English/ })).not.toHaveAccessibleDescription(
      /Must contain/,
    );
    expect(api.calls('POST', 'finance/recovery/updateSettings')).toHaveLength(0);
  });

  it("previews each language's text with an example in that language's formats", async () => {
    const { form, user } = await open();
    const first = level(form, 'First reminder');
    await user.click(within(first).getByRole('button', { name: 'Preview the French text with an example' }));
    const fr = within(form).getByRole('region', { name: 'Preview of the first reminder in French' });
    expect(fr).toHaveTextContent('Bonjour ACME Logistics,');
    expect(fr.textContent).toContain('échue le 01/10/2026');
    expect(fr.textContent).toContain('1\u202f200,00\u00a0€ restant dû — Relance');
    expect(within(form).queryByRole('region', { name: 'Preview of the first reminder in English' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Preview the English text with an example' }));
    const en = within(form).getByRole('region', { name: 'Preview of the first reminder in English' });
    expect(en).toHaveTextContent('Hello ACME Logistics,');
    expect(en.textContent).toContain('due on 1 Oct 2026 (40 days overdue): €1,200.00 remaining — First reminder');
    expect(en.textContent).toContain('Total: €1,200.00.');
  });

  it('a new text in each language: saves only the changed templates, named by language', async () => {
    api.post('finance/recovery/updateSettings', (req) => ok({ ...SETTINGS, ...(req.body as object), version: 4 }));
    const { form, user } = await open();
    await user.type(within(level(form, 'First reminder')).getByRole('textbox', { name: /in French/ }), '\nCordialement');
    await user.type(within(level(form, 'Formal notice')).getByRole('textbox', { name: /in English/ }), '\nRegards');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/updateSettings')).toHaveLength(1));
    expect(api.calls('POST', 'finance/recovery/updateSettings')[0].body).toEqual({
      firstReminderDays: 7,
      secondReminderDays: 21,
      formalNoticeDays: 45,
      recoveryThreshold: 500_000,
      firstReminderTemplateFr: `${RELANCE}\nCordialement`,
      formalNoticeTemplateEn: `${SETTINGS.formalNoticeTemplateEn}\nRegards`,
      version: 3,
    });
  });

  it("a 400 naming a language's template shows it under that text", async () => {
    api.post('finance/recovery/updateSettings', () =>
      fail(400, 'BAD_REQUEST', 'Invalid fields: secondReminderTemplateEn', { secondReminderTemplateEn: 'At most 4000 characters' }),
    );
    const { form, user } = await open();
    const english = within(level(form, 'Second reminder')).getByRole('textbox', { name: /in English/ });
    await user.type(english, '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english).toHaveAccessibleDescription(/At most 4,000 characters/));
    expect(within(level(form, 'Second reminder')).getByRole('textbox', { name: /in French/ })).not.toHaveAccessibleDescription(
      /At most/,
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
    const text = within(level(form, 'Second reminder')).getByRole('textbox', { name: /Text .* in English/ });
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
      secondReminderTemplateEn: `${REMINDER}\nRegards`,
      version: 3,
    });
    // The saved settings (version 4) are the form's new start: nothing left to undo.
    const saved = await screen.findByRole('form', { name: 'Dunning settings' });
    await waitFor(() =>
      expect(within(saved).getByRole('button', { name: 'Undo my changes' })).toBeDisabled(),
    );
    expect(within(level(saved, 'Second reminder')).getByRole('textbox', { name: /in English/ })).toHaveValue(
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

  it('asks before leaving with changes typed', async () => {
    const { form, user, unmount } = await open();
    expect(hasUnsavedChanges()).toBe(false);
    const days = within(level(form, 'First reminder')).getByRole('textbox', { name: /Days/ });
    await user.type(days, '0');
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
