import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

const SELLER = {
  legalName: 'Coursiers Parisiens Express',
  legalForm: 'SAS',
  shareCapitalCents: 5_000_000,
  addressLine1: '12 rue de la Logistique',
  addressLine2: null,
  postalCode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  siren: '912345675',
  siret: '91234567500017',
  rcsCity: 'Paris',
  vatNumber: 'FR65912345675',
  iban: 'FR7630004008230001234567819',
  bic: 'BNPAFRPPXXX',
  email: 'facturation@courier.example',
  phone: null,
  logo: null,
  paymentTermDays: 30,
  latePaymentRateBp: 1200,
};
const complete = (extra: Record<string, unknown> = {}) => ({
  seller: SELLER,
  version: 4,
  problems: [],
  updatedAt: '2026-11-27T08:00:00Z',
  updatedBy: 'Finance User',
  ...extra,
});
const MISSING = [
  "The seller's legal name is missing",
  "The seller's SIRET is missing",
  "The seller's IBAN is missing",
];
const never = { seller: null, version: 1, problems: MISSING, updatedAt: null, updatedBy: null };

const stepUpRequired = () =>
  fail(403, 'step_up_required', 'Type a fresh code from your authenticator app to confirm this action');

async function enterCode(user: ReturnType<typeof renderArea>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

const preview = (month: string) => ({
  month,
  periodStart: `${month}-01`,
  periodEnd: `${month}-31`,
  totals: {
    clients: 1,
    shifts: 1,
    lateChanges: 0,
    amountExclVat: 100,
    vat: 20,
    amount: 120,
    problems: 0,
    inRecovery: 0,
  },
  items: [],
  total: 0,
  page: 1,
  pageSize: 50,
  run: null,
});

beforeEach(() => {
  api = fakeApi();
  api.get('finance/billing/getPreview', (r: { query: { month: string } }) => ok(preview(r.query.month)));
  api.get('finance/billing/getRun', null);
  api.get('finance/billing/getInvoices', { items: [], total: 0, unsent: 0, page: 1, pageSize: 50 });
  api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-27T08:00:00.000Z', validForSeconds: 300 }));
});

async function openSellerTab(user: ReturnType<typeof renderArea>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Seller identity' }));
  return screen.findByRole('region', { name: 'Seller identity' });
}

describe('seller identity on /finance/billing', () => {
  it('never set: the page says invoices cannot be issued, the tab lists what is missing', async () => {
    api.get('finance/seller/getSeller', never);
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const alert = await screen.findByTestId('seller-issue-alert');
    expect(alert).toHaveTextContent('Invoices cannot be issued yet');
    expect(alert).toHaveTextContent('3 fields are missing or invalid');
    expect(screen.getByRole('button', { name: 'Issue invoices' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Complete the seller identity' }));
    const list = await screen.findByRole('list', { name: 'What the seller identity lacks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(MISSING);
    expect(screen.getByText('No seller identity yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set the seller identity' })).toBeInTheDocument();
  });

  it('complete: no alert, issuing allowed, the identity shown', async () => {
    api.get('finance/seller/getSeller', complete());
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const region = await openSellerTab(user);
    expect(await within(region).findByTestId('seller-summary')).toHaveTextContent(
      '912345675 / 91234567500017',
    );
    expect(screen.queryByTestId('seller-issue-alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue invoices' })).toBeEnabled();
  });

  it('says so when the identity cannot be read, with Retry', async () => {
    let down = true;
    api.get('finance/seller/getSeller', () =>
      down ? fail(500, 'INTERNAL', 'Database unavailable') : ok(complete()),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const region = await openSellerTab(user);
    expect(await within(region).findByText('Database unavailable')).toBeInTheDocument();
    down = false;
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByTestId('seller-summary')).toBeInTheDocument();
  });

  it('checks the numbers as the server does before sending anything', async () => {
    api.get('finance/seller/getSeller', complete());
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const region = await openSellerTab(user);
    await user.click(await within(region).findByRole('button', { name: 'Edit the seller identity' }));
    const form = screen.getByRole('form', { name: 'Seller identity' });
    const retype = async (label: string, value: string) => {
      const input = within(form).getByRole('textbox', { name: label });
      await user.clear(input);
      if (value) await user.type(input, value);
    };
    await retype('SIREN', '912345674');
    await retype('IBAN', 'FR77 3000 4008 2300 0123 4567 819');
    await retype('VAT number', 'FR44732829320');
    await retype('Late-payment rate (% a year)', '0');
    await retype('Legal name', '');
    await user.click(within(form).getByRole('button', { name: 'Save the seller identity' }));
    expect(await within(form).findByText('Not a valid SIREN: its check digit is wrong')).toBeInTheDocument();
    expect(within(form).getByText(/Not a valid IBAN/)).toBeInTheDocument();
    expect(within(form).getByText('Must be above 0')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/seller/updateSeller')).toHaveLength(0);
    // A valid SIREN and another company's VAT number: the fields must agree.
    await retype('SIREN', '912 345 675');
    await user.click(within(form).getByRole('button', { name: 'Save the seller identity' }));
    expect(await within(form).findByText('Must carry the SIREN: FR65912345675')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/seller/updateSeller')).toHaveLength(0);
    // Many fields typed: slow on a loaded machine.
  }, 60_000);

  it('saves after a fresh code, with its version, and shows the saved identity', async () => {
    let posts = 0;
    api.get('finance/seller/getSeller', complete());
    api.post('finance/seller/updateSeller', (r: { body: Record<string, unknown> }) =>
      ++posts === 1
        ? stepUpRequired()
        : ok(complete({ seller: { ...SELLER, iban: String(r.body.iban).replace(/ /g, '') }, version: 5 })),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const region = await openSellerTab(user);
    await user.click(await within(region).findByRole('button', { name: 'Edit the seller identity' }));
    const iban = within(region).getByRole('textbox', { name: 'IBAN' });
    await user.clear(iban);
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 189');
    await user.click(within(region).getByRole('button', { name: 'Save the seller identity' }));
    await enterCode(user);
    expect(await within(region).findByTestId('seller-summary')).toHaveTextContent(
      'FR7630006000011234567890189',
    );
    const sent = api.calls('POST', 'finance/seller/updateSeller');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toMatchObject({
      version: 4,
      shareCapitalCents: 5_000_000,
      latePaymentRateBp: 1200,
      addressLine2: null,
      phone: null,
    });
    expect(api.calls('POST', 'auth/stepUp')[0].body).toEqual({ code: '123456' });
  });

  it('a stale version (409) says so and reloads; a 400 names the field on the form', async () => {
    let reads = 0;
    api.get('finance/seller/getSeller', () =>
      ok(
        ++reads === 1
          ? complete()
          : complete({ seller: { ...SELLER, legalName: 'Renamed SAS' }, version: 5 }),
      ),
    );
    api.post('finance/seller/updateSeller', () =>
      fail(
        409,
        'CONFLICT',
        'The seller identity was changed by someone else since you opened it; reload it and redo your change',
      ),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/finance/billing?month=2026-10' });
    const region = await openSellerTab(user);
    await user.click(await within(region).findByRole('button', { name: 'Edit the seller identity' }));
    await user.click(within(region).getByRole('button', { name: 'Save the seller identity' }));
    expect(await within(region).findByText('Changed by someone else')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: /Reload the seller identity/ }));
    await waitFor(() =>
      expect(within(region).getByRole('textbox', { name: 'Legal name' })).toHaveValue('Renamed SAS'),
    );

    api.post('finance/seller/updateSeller', () =>
      fail(400, 'BAD_REQUEST', 'Invalid fields: bic', { bic: 'Not a valid BIC (server)' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Save the seller identity' }));
    expect(await within(region).findByText('Not a valid BIC (server)')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/seller/updateSeller').at(-1)?.body).toMatchObject({ version: 5 });
  });
});
