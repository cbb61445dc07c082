import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { ResponseOf, api as contract } from '@courier/shared';
import { PSEUDO_OPEN, placeholdersOf, pseudoMessage, setLocale } from '@courier/shared';
import { fakeApi, renderArea, untranslatedTexts, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { AreaIntl, en, fr } from '../src/i18n';
import { answerClientLists, buildClient, buildClientRow, buildInvoice } from './features/clients/fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

type CfrDetail = ResponseOf<typeof contract.cfrUsers.getUser>;
type CfrRow = ResponseOf<typeof contract.cfrUsers.getUsers>['items'][number];
const NOW = '2026-11-20T10:00:00+01:00';

const cfrUser: CfrDetail = {
  userCFrId: 7,
  email: 'eve@client.example',
  firstName: 'Eve',
  lastName: 'Martin',
  phone: null,
  clientId: 42,
  client: { id: 42, name: 'Acme', businessCode: 'CL000042' },
  site: null,
  service: null,
  activityStatus: 'inactive',
  lastLoginAt: null,
  chatRoomsIds: [],
  clientRooms: [{ id: 3, name: 'Acme · Livraisons' }],
  inactivatedAt: NOW,
  resetExpiresAt: null,
  openSessions: 2,
  version: 5,
  createdAt: NOW,
  updatedAt: NOW,
};
const cfrRow = { ...cfrUser, activityStatus: 'active' } as unknown as CfrRow;

/** Texts that are data (names, codes, emails; the ✎ icon, named by its aria-label): not from a catalog. */
const DATA = [
  'CL000001',
  'CL000002',
  'CL000042 · Client 42',
  'Eve Martin',
  'eve@client.example',
  'Martin',
  'CL000042 · Acme',
  '✎',
];
/** The texts of the page's own words that did not come from a catalog (shared check). */
const untranslated = (root: HTMLElement = document.body) => untranslatedTexts(root, { data: DATA });

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/getClients', {
    items: [buildClientRow(1), buildClientRow(2)],
    total: 2,
    page: 1,
    pageSize: 200,
  });
  api.get(
    'clients/42',
    buildClient(42, {
      closedAt: NOW,
      closedComment: 'Moved away',
      activityStatus: 'inactive',
      invoices: [
        buildInvoice(1, {
          amount: 123456,
          remaining: 100000,
          credited: 23456,
          status: 'sent',
          document: { format: 'facturx', sha256: 'ab'.repeat(32) },
          creditNotes: [
            {
              creditNoteId: 5,
              number: 'AV-2026-000005',
              amount: 23456,
              amountExclVat: 19547,
              document: null,
              businessUnit: null,
              comment: 'Geste commercial',
              issuedOn: '2026-10-15',
            },
          ],
        }),
      ],
      bannedUsers: [
        {
          userBannedId: 1,
          userBannedEmail: 'bob@client.example',
          userCFrId: null,
          reason: null,
          bannedAt: NOW,
          unbannedAt: null,
        },
      ],
    }),
  );
  api.get('clients/getCreditRequests', { rows: [] });
  api.get('users/cfr/getUsers', { items: [cfrRow], total: 1, page: 1, pageSize: 100 });
  api.get('users/cfr/7', cfrUser);
  api.get('users/cfr/getSites', []);
  api.get('users/cfr/getServices', []);
});

afterEach(() => act(() => setLocale('en')));

describe('the catalogs', () => {
  it('have the same ids and the same placeholders in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the pseudo-locale: no text outside the catalogs', () => {
  beforeEach(() => act(() => setLocale('pseudo')));

  it('/clients and its "Add client" dialog', async () => {
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/clients' },
    );
    await screen.findByRole('link', { name: 'CL000001' });
    expect(untranslated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: pseudoMessage(en['clients.action.add']) }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('/clients/42, every tab', async () => {
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/clients/42' },
    );
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(6);
    for (const [index, tab] of tabs.entries()) {
      await user.click(tab);
      expect(screen.getAllByRole('tab')[index]).toHaveAttribute('aria-selected', 'true');
      expect([tab.textContent, untranslated()]).toEqual([tab.textContent, []]);
    }
  });

  it('/clients/42, its dialogs: send, credit note, new contact, reactivation', async () => {
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/clients/42' },
    );
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    const closeDialog = async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    // The invoice's actions: PDF, Regenerate, Request a credit note, Send.
    await user.click(screen.getAllByRole('tab')[3]);
    const actions = () =>
      within(screen.getByTestId('invoice-INV-2026-000001')).getAllByRole('button').slice(-4);
    for (const index of [1, 2, 3]) {
      await user.click((await waitFor(actions))[index]);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect([index, untranslated()]).toEqual([index, []]);
      await closeDialog();
    }
    await user.click(screen.getAllByRole('tab')[1]);
    await user.click(
      screen
        .getAllByRole('button')
        .find((b) => b.textContent?.includes(PSEUDO_OPEN) && b.closest('[role="tabpanel"]'))!,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    await closeDialog();
    // The page's actions: Duplicate, then Reactivate account (the client is closed).
    const pageActions = screen
      .getAllByRole('button')
      .filter((b) => !b.closest('[role="tabpanel"]') && !b.closest('[role="tablist"]'));
    for (const button of pageActions.slice(0, 2)) {
      await user.click(button);
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      expect(untranslated()).toEqual([]);
      await closeDialog();
    }
  });

  it('/users/cfr and its "Add user" dialog', async () => {
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/users/cfr' },
    );
    // The row's link is its first cell: the last name.
    await screen.findByRole('link', { name: 'Martin' });
    expect(untranslated()).toEqual([]);
    await user.click(screen.getByRole('button', { name: pseudoMessage(en['cfrUsers.action.add']) }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('/users/cfr/7', async () => {
    renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/users/cfr/7' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Eve Martin' });
    expect(untranslated()).toEqual([]);
  });
});

describe('in French', () => {
  it("a client's invoices read in French words and French formats", async () => {
    act(() => setLocale('fr'));
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/clients/42' },
    );
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    expect(screen.getByRole('status')).toHaveTextContent(/Fermé le 20\/11\/2026 10 h 00 : Moved away/);
    await user.click(screen.getByRole('tab', { name: 'Factures (1)' }));
    const row = await screen.findByTestId('invoice-INV-2026-000001');
    expect(screen.getByRole('columnheader', { name: 'Reste dû' })).toBeInTheDocument();
    expect(within(row).getByText(/^1\s234,56\s€$/)).toBeInTheDocument();
    expect(within(row).getByText(/^1\s000,00\s€$/)).toBeInTheDocument();
    expect(within(row).getByText('01/10/2026')).toBeInTheDocument();
    // Sent, due on 31/10/2026 and not paid: overdue.
    expect(within(row).getByText('échue')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-standing')).toHaveTextContent(/1 facture échue, .* restant dû/);
    expect(within(row).getByRole('button', { name: 'Envoyer INV-2026-000001' })).toBeInTheDocument();
  });
});
