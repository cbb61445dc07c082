import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  buildWorker,
  buildWorkerReferences,
  buildPage,
  buildWorkerRow,
  fail,
  fakeApi,
  ok,
  renderArea,
  type FakeApi,
  type FakeReply,
  type FakeRequest,
} from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

// The page is a lazy chunk: its first import (evaluating its modules) happens while the test waits
// for it, and Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });

jest.setTimeout(30_000);

let fake: FakeApi;
let addWorker: (request: FakeRequest) => FakeReply;

beforeEach(() => {
  addWorker = ({ body }) =>
    ok(
      buildWorker({
        ...(body as object),
        id: 43,
        shortCode: 'PAR-0043',
        firstName: 'Zoé',
        lastName: 'Nouvelle',
      }),
    );
  fake = fakeApi();
  fake.get('workers/getWorkers', buildPage([buildWorkerRow({ id: 1 })], { pageSize: 100 }));
  fake.get('workers/getAgenciesAndTeamsAndCompanies', buildWorkerReferences());
  fake.post('workers/addWorker', (request) => addWorker(request));
});

async function openForm() {
  const { user } = renderArea(<AppRoutes />, { path: '/workers' });
  await screen.findByText('PAR-0001');
  await user.click(screen.getByRole('button', { name: 'Add worker' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add worker' });
  await within(dialog).findByRole('combobox', { name: /Company/ });
  return { user, dialog };
}

describe('Add worker form', () => {
  it('names every missing or wrong field and sends nothing', async () => {
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), 'abc');
    await user.click(form.getByRole('button', { name: 'Create worker' }));

    expect(await form.findByText('First name is required')).toBeInTheDocument();
    expect(form.getByText('Last name is required')).toBeInTheDocument();
    expect(form.getByText('Company is required')).toBeInTheDocument();
    expect(form.getByText('Agency is required')).toBeInTheDocument();
    expect(form.getByText('Team is required')).toBeInTheDocument();
    expect(form.getByText('Invalid email address')).toBeInTheDocument();
    expect(form.getByText('Digits, spaces and + ( ) . - only')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls('POST', 'workers/addWorker')).toHaveLength(0);
  });

  it('sends the filled fields only and shows the short code the server generated', async () => {
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: /First name/ }), '  Zoé ');
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Nouvelle');
    await user.selectOptions(form.getByRole('combobox', { name: /Company/ }), 'Coursiers de Paris');
    expect(form.getByText('Short code will be PAR-0043 (prefix PAR)')).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: /Agency/ }), 'Lyon');
    // the teams offered are those of the agency
    const team = form.getByRole('combobox', { name: /Team/ });
    expect(within(team).queryByRole('option', { name: 'Bikes' })).not.toBeInTheDocument();
    await user.selectOptions(team, 'Lyon Vans');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'zoe@example.com');
    await user.click(form.getByRole('button', { name: 'Create worker' }));

    expect(await form.findByText('Worker created')).toBeInTheDocument();
    expect(form.getByTestId('created-short-code')).toHaveTextContent('PAR-0043');
    expect(form.getByRole('link', { name: 'Open PAR-0043' })).toHaveAttribute('href', '/workers/PAR-0043');
    const [request] = fake.calls('POST', 'workers/addWorker');
    expect(request.body).toEqual({
      firstName: 'Zoé',
      lastName: 'Nouvelle',
      companyId: 100,
      agencyId: 2,
      teamId: 20,
      email: 'zoe@example.com',
    });
    // the list is read again to show the new worker
    await waitFor(() => expect(fake.calls('GET', 'workers/getWorkers').length).toBeGreaterThan(1));
  });

  it("puts the server's field errors on the inputs", async () => {
    addWorker = () => fail(400, 'BAD_REQUEST', 'Invalid body', { email: 'This email is already used' });
    const { user, dialog } = await openForm();
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: /First name/ }), 'Zoé');
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'Nouvelle');
    await user.selectOptions(form.getByRole('combobox', { name: /Company/ }), 'Lyon Express');
    await user.selectOptions(form.getByRole('combobox', { name: /Agency/ }), 'Paris Nord');
    await user.selectOptions(form.getByRole('combobox', { name: /Team/ }), 'Vans');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.click(form.getByRole('button', { name: 'Create worker' }));
    expect(await form.findByText('This email is already used')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Worker created')).not.toBeInTheDocument();
  });
});
