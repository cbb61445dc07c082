import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerClientLists, buildClient } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

/**
 * Who receives a client's invoices and reminders is a step-up change on the server: the clients
 * screens answer its 403 `step_up_required` with the same code prompt as the finance area, then
 * send the change again.
 */
let api: FakeApi;
const stepUpRequired = () =>
  fail(
    403,
    'step_up_required' as never,
    'Type a fresh code from your authenticator app to confirm this action',
  );
const stepUpAccepted = () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 });
const PROMPT = 'Confirm with your authenticator app';

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/42', buildClient(42));
});

async function openTab(tab: RegExp) {
  const area = renderArea(<AppRoutes />, { path: '/clients/42' });
  expect(await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' })).toBeInTheDocument();
  await area.user.click(screen.getByRole('tab', { name: tab }));
  return area;
}

describe('step-up on the clients screens', () => {
  it('the contact form: making a contact the billing contact asks for a code, then saves again', async () => {
    let saves = 0;
    api.post('clients/updateClientContact', (req) =>
      ++saves === 1
        ? stepUpRequired()
        : ok({ ...buildClient(42).contacts[1], ...(req.body as object), isBillingContact: true, version: 3 }),
    );
    api.post('auth/stepUp', stepUpAccepted);
    const { user } = await openTab(/Contacts/);
    await user.click(screen.getByRole('button', { name: 'Edit Bob Copie' }));
    const form = await screen.findByRole('form', { name: 'Edit contact Bob Copie' });
    await user.click(within(form).getByRole('checkbox', { name: 'Billing contact' }));
    await user.click(within(form).getByRole('button', { name: 'Save contact' }));

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.calls('POST', 'clients/updateClientContact')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp').map((c) => c.body)).toEqual([{ code: '123456' }]);
    const retried = api.calls('POST', 'clients/updateClientContact')[1];
    expect(retried.query).toEqual({ editedContact: 12 });
    expect(retried.body).toMatchObject({ clientId: 42, version: 2, isBillingContact: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit contact Bob Copie' })).toBeNull());
  });

  it('cancelling the prompt leaves the contact unsaved and says why on the form', async () => {
    api.post('clients/updateClientContact', () => stepUpRequired());
    const { user } = await openTab(/Contacts/);
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const form = await screen.findByRole('form', { name: 'Add contact' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Mallory');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'mallory@evil.example');
    await user.click(within(form).getByRole('checkbox', { name: 'In copy of invoices (clientEmailCc)' }));
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await within(form).findByText(/a fresh code from your authenticator app is needed/),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'clients/updateClientContact')).toHaveLength(1);
    expect(api.calls('POST', 'auth/stepUp')).toHaveLength(0);
  });

  it('the identity form: another billing contact asks for a code, then saves again', async () => {
    let saves = 0;
    api.post('clients/updateClientData', (req) =>
      ++saves === 1
        ? stepUpRequired()
        : ok({
            ...buildClient(42),
            billingContactId: (req.body as { billingContactId: number }).billingContactId,
          }),
    );
    api.post('auth/stepUp', stepUpAccepted);
    const { user } = await openTab(/Identity and billing/);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText('Billing contact', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bob Copie', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.calls('POST', 'clients/updateClientData')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp').map((c) => c.body)).toEqual([{ code: '654321' }]);
    expect(api.calls('POST', 'clients/updateClientData')[1].body).toEqual({
      clientId: 42,
      version: expect.any(Number),
      billingContactId: 12,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument());
  });
});
