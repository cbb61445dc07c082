import { act, configure, screen, within } from '@testing-library/react';
import { placeholdersOf, pseudoMessage, setLocale } from '@courier/shared';
import { fakeApi, renderArea, untranslatedTexts, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { AreaIntl, en, fr } from '../src/i18n';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const at = '2026-06-01T08:00:00.000Z';
const row = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  code: null,
  activityStatus: 'active',
  inUse: 0,
  version: 1,
  updatedAt: at,
  ...extra,
});

/** Texts that are data (names, codes, emails, subjects): they come from the server, not from a catalog. */
const DATA = [
  'Renault',
  'Kangoo',
  'Congés payés',
  'Bienvenue',
  'Planner',
  'Courier Paris SAS',
  'PAR',
  'NOEL25',
  'Invoice INV-2026-000042',
  '451 Try again later',
];
/** The texts of the page's own words (here also summaries, terms and titles) not from a catalog. */
const untranslated = (root: HTMLElement = document.body) =>
  untranslatedTexts(root, { data: DATA, moreElements: 'summary, dt', moreAttributes: ['title'] });

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.get('vehicleBrands/getVehicleBrands', [row(1, 'Renault', { code: 'REN', inUse: 3 })]);
  api.get('vehicleModels/getVehicleModels', [row(10, 'Kangoo', { brandId: 1, brandName: 'Renault' })]);
  api.get('salesAgents/getSalesAgents', []);
  api.get('gtaType/listGtaTypes', [row(1, 'Congés payés', { isAbsence: true, isPaid: true })]);
  api.get('profile/getProfiles', [{ id: 1, name: 'Planner', roles: ['SHIFTS'] }]);
  api.get('company/getCompanies', [
    { id: 4, name: 'Courier Paris SAS', code: 'PAR', activityStatus: 'active' },
  ]);
  api.get('messagesHome/getMessagesHome', [
    {
      id: 5,
      title: 'Bienvenue',
      body: 'Texte',
      status: 'published',
      startsOn: '2026-12-01',
      endsOn: null,
      publishedAt: at,
      version: 1,
      updatedAt: at,
    },
  ]);
  api.get('discountCodes/getDiscountCodes', [
    {
      id: 3,
      code: 'NOEL25',
      description: null,
      kind: 'amount',
      value: 123456,
      status: 'active',
      disabled: false,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      maxUses: 1500,
      usedCount: 1234,
      version: 1,
      updatedAt: at,
    },
  ]);
  api.get('adminEvents/getUserList', [{ id: 7, login: 'settings', name: 'Sam Settings' }]);
  api.get('adminEvents/getAdminEvents', {
    items: [
      {
        id: 3,
        at: '2026-06-02T09:30:00.000Z',
        userId: null,
        userLogin: null,
        action: 'vehicleBrands.add',
        targetType: 'vehicle_brand',
        targetId: '4',
        summary: 'Added vehicle brand "Tesla"',
      },
    ],
    total: 120,
    totalIsLowerBound: true,
    page: 1,
    pageSize: 50,
  });
  const mail = {
    id: 2,
    createdAt: '2026-06-01T08:00:00.000Z',
    to: ['billing@client.example'],
    cc: ['boss@client.example'],
    subject: 'Invoice INV-2026-000042',
    status: 'sent',
    tries: 1,
    nextAttemptAt: '2026-06-01T09:00:00.000Z',
    lastError: '451 Try again later',
    sentAt: '2026-06-01T08:00:02.000Z',
    messageId: '<abc@courier.example>',
    serverResponse: '250 OK',
    attachments: [{ index: 0, filename: 'INV-2026-000042.pdf', contentType: 'application/pdf', size: 1536 }],
  };
  api.get('outbox/getMails', {
    items: [mail],
    total: 120,
    totalIsLowerBound: false,
    nextCursor: null,
    page: 1,
    pageSize: 50,
  });
  api.get('outbox/getMail', { ...mail, text: 'Bonjour', html: '<p>Bonjour</p>' });
});

afterEach(() => act(() => setLocale('en')));

const renderPage = (path: string) =>
  renderArea(
    <AreaIntl>
      <AppRoutes />
    </AreaIntl>,
    { path },
  );

describe('the catalogs', () => {
  it('have the same ids and the same placeholders in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the pseudo-locale: no text outside the catalogs', () => {
  beforeEach(() => act(() => setLocale('pseudo')));

  it.each([
    ['vehicleBrands', 'Renault'],
    ['vehicleModels', 'Kangoo'],
    ['gtaTypes', 'Congés payés'],
    ['discountCodes', 'NOEL25'],
    ['profiles', 'Planner'],
    ['companies', 'Courier Paris SAS'],
  ])('the %s list and its side menu', async (list, first) => {
    renderPage(`/settings?list=${list}`);
    await screen.findByText(first);
    expect(untranslated()).toEqual([]);
  });

  it('an empty list', async () => {
    renderPage('/settings?list=salesAgents');
    await screen.findByTestId('empty-state');
    expect(untranslated()).toEqual([]);
  });

  it('the form of a home message, with its preview and its checks', async () => {
    const { user } = renderPage('/settings?list=messagesHome');
    await screen.findByText('Bienvenue');
    expect(untranslated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^⟦Ádd á/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: pseudoMessage(en['settings.item.add']),
      }),
    );
    expect(
      await within(screen.getByRole('dialog')).findAllByText(pseudoMessage(en['settings.check.required'])),
    ).not.toHaveLength(0);
    expect(untranslated()).toEqual([]);
  });

  it('the form of a vehicle brand', async () => {
    const { user } = renderPage('/settings?list=vehicleBrands');
    await screen.findByText('Renault');
    await user.click(
      screen.getByRole('button', {
        name: pseudoMessage(en['settings.list.editRow']).replace('{name}', 'Renault'),
      }),
    );
    expect(await screen.findByRole('form')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('the activity confirmation of a vehicle brand', async () => {
    const { user } = renderPage('/settings?list=vehicleBrands');
    await screen.findByText('Renault');
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByRole('button', { name: pseudoMessage('Make inactive') })).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('the admin events', async () => {
    renderPage('/settings?list=adminEvents');
    await screen.findByRole('table');
    expect(untranslated()).toEqual([]);
  });

  it('the outbox and a mail', async () => {
    const list = renderPage('/settings?list=outbox');
    await screen.findByRole('table');
    expect(untranslated()).toEqual([]);
    list.unmount();
    renderPage('/settings?list=outbox&mail=2');
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});

describe('in French', () => {
  it('discount codes read in French words and French formats', async () => {
    act(() => setLocale('fr'));
    renderPage('/settings?list=discountCodes');
    const table = await screen.findByRole('table', { name: 'Codes de réduction' });
    expect(screen.getByRole('heading', { level: 1, name: 'Codes de réduction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un code de réduction' })).toBeInTheDocument();
    expect(within(table).getByText(/^1\s234,56\s€$/)).toBeInTheDocument();
    expect(within(table).getByText('01/12/2026 → 31/12/2026')).toBeInTheDocument();
    expect(within(table).getByText(/^1\s234 \/ 1\s500$/)).toBeInTheDocument();
    expect(within(table).getByText('actif')).toBeInTheDocument();
  });

  it('the outbox reads its dates, times and sizes in French', async () => {
    act(() => setLocale('fr'));
    renderPage('/settings?list=outbox');
    const table = await screen.findByRole('table', { name: 'Mails' });
    expect(within(table).getByText('01/06/2026 10 h 00')).toBeInTheDocument();
    expect(within(table).getByText('INV-2026-000042.pdf (1,5 Ko)')).toBeInTheDocument();
    expect(screen.getByText('120 mails')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pièces jointes' })).toBeInTheDocument();
  });
});
