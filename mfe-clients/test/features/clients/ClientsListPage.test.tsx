import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from '@courier/shared';
import { expectSearchStartedFromTheBox, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerClientLists, buildClientRow } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
const page = (
  items = [buildClientRow(1), buildClientRow(2, { name: 'Acme Pharma' })],
  total = items.length,
) => ok({ items, total, page: 1, pageSize: 200 });

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/getClients', () => page());
});

const listCalls = () => api.calls('GET', 'clients/getClients');

describe('/clients', () => {
  it('shows the page of 200 with the total, and sends every filter of the address', async () => {
    renderArea(<AppRoutes />, {
      path: '/clients?status=all&q=acme&clientGroups=1,5&clientGroups2=6&agencies=7&salesAgents=8&paymentMethods=2&businessCode=CL00&page=2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(listCalls().at(-1)?.query).toEqual({
      activityStatus: 'all',
      searchValue: 'acme',
      clientGroups: '1,5',
      clientGroups2: '6',
      agencies: '7',
      salesAgents: '8',
      paymentMethods: '2',
      businessCode: 'CL00',
      sort: 'name',
      order: 'asc',
      page: 2,
      pageSize: 200,
    });
    expect(await screen.findByText('Acme Pharma')).toBeInTheDocument();
  });

  it('each filter of the bar reaches the request', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    await screen.findByText('Acme Pharma');
    expect(listCalls()[0].query).toEqual({
      activityStatus: 'active',
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 200,
    });

    const pick = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
      await user.keyboard('{Escape}');
    };
    await pick('Client group', 'Law firms');
    await waitFor(() => expect(listCalls().at(-1)?.query.clientGroups).toBe('5'));
    await pick('Client group 2', 'Liberal professions');
    await waitFor(() => expect(listCalls().at(-1)?.query.clientGroups2).toBe('6'));
    await pick('Agency', 'Paris Est');
    await waitFor(() => expect(listCalls().at(-1)?.query.agencies).toBe('7'));
    await pick('Sales agent', 'Sam Vendeur');
    await waitFor(() => expect(listCalls().at(-1)?.query.salesAgents).toBe('8'));
    await pick('Payment method', 'Direct debit');
    await waitFor(() => expect(listCalls().at(-1)?.query.paymentMethods).toBe('2'));
    await user.type(screen.getByLabelText('Business code', { selector: 'input' }), 'cl0001{Enter}');
    await waitFor(() => expect(listCalls().at(-1)?.query.businessCode).toBe('cl0001'));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.activityStatus).toBe('inactive'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pharma{Enter}');
    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toEqual({
        activityStatus: 'inactive',
        searchValue: 'pharma',
        clientGroups: '5',
        clientGroups2: '6',
        agencies: '7',
        salesAgents: '8',
        paymentMethods: '2',
        businessCode: 'cl0001',
        sort: 'name',
        order: 'asc',
        page: 1,
        pageSize: 200,
      }),
    );
  });

  it('a new search cancels the request of the previous one', async () => {
    // Record the abort signal axios receives with each request (the fake adapter stays the server).
    type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
    const fake = http.defaults.adapter as Adapter;
    const signals: { search: unknown; signal: AbortSignal }[] = [];
    http.defaults.adapter = (config: Parameters<Adapter>[0]) => {
      if (config.url?.endsWith('clients/getClients'))
        signals.push({
          search: (config.params as Record<string, unknown>).searchValue,
          signal: config.signal as AbortSignal,
        });
      return fake(config);
    };
    // The answer of the first search never comes: only its cancellation can end it.
    api.get('clients/getClients', (req) => (req.query.searchValue === 'ac' ? new Promise(() => {}) : page()));
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    await screen.findByText('Acme Pharma');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'ac{Enter}');
    await waitFor(() => expect(signals.map((s) => s.search)).toContain('ac'));
    const first = signals.find((s) => s.search === 'ac')!;
    expect(first.signal.aborted).toBe(false);
    await user.type(search, 'me{Enter}');
    await waitFor(() => expect(signals.map((s) => s.search)).toContain('acme'));
    await waitFor(() => expect(first.signal.aborted).toBe(true));
    expect(signals.find((s) => s.search === 'acme')!.signal.aborted).toBe(false);
  });

  it('pages by 200 with the total, exports CSV, and says when nothing matches', async () => {
    api.get('clients/getClients', (req) =>
      req.query.searchValue === 'zzz'
        ? ok({ items: [], total: 0, page: 1, pageSize: 200 })
        : page(
            Array.from({ length: 3 }, (_, i) => buildClientRow(i + 1)),
            450,
          ),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    expect(await screen.findByText('450 clients match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.page).toBe(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz{Enter}');
    expect(await screen.findByText('No client matches these filters')).toBeInTheDocument();
  });

  it('each row is a real link to its client', async () => {
    renderArea(<AppRoutes />, { path: '/clients' });
    await screen.findByText('Acme Pharma');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/clients/1');
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/clients/2');
  });

  it('sorts on the server: by name by default, a header click sends sort and order and keeps them in the URL', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: /^Sort by City/i }));
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ sort: 'city', order: 'asc' }));
    expect(window.location.search).toContain('sort=city');
    await user.click(screen.getByRole('button', { name: /^Sort by City/i }));
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ sort: 'city', order: 'desc' }));
    expect(window.location.search).toContain('sort=-city');
    // Columns the server cannot sort on have no sort button.
    expect(screen.queryByRole('button', { name: /^Sort by Agency/i })).toBeNull();
  });

  it("exports the whole filtered set from the server's export call with the chosen separator", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    api.get('clients/exportClients', () => [
      200,
      new Blob(['\ufeffCode;Name\r\n']),
      { 'content-disposition': 'attachment; filename="clients-2026-12-02.csv"' },
    ]);
    const { user } = renderArea(<AppRoutes />, { path: '/clients?agencies=7&sort=-businessCode&page=2' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the clients' });
    expect(within(dialog).getByRole('radio', { name: /Semicolon/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Comma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['clients-2026-12-02.csv']));
    const q = api.calls('GET', 'clients/exportClients')[0].query;
    expect(q).toEqual({
      activityStatus: 'active',
      agencies: '7',
      sort: 'businessCode',
      order: 'desc',
      sep: ',',
    });
    click.mockRestore();
  });
});

describe('/clients search', () => {
  it('starts the call from the search box, and the page asks once for the term', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    expect(await screen.findByText('Acme Pharma')).toBeInTheDocument();
    await expectSearchStartedFromTheBox(user, api, { path: 'clients/getClients', param: 'searchValue', term: 'pharma' });
  });
});
