import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineContributions, searchEndpoints, setLocale, setRoles, type AreaContributions } from '@courier/shared';
import { fakeApi, ok, renderArea, type FakeReply } from '@courier/shared/testing';
import { setContributionsLoader } from '../src/features/areas';
import { SearchPanel } from '../src/features/search';
import { SEARCH_BURST_MS } from '../src/features/search/useGlobalSearch';
import { TodayWidgets } from '../src/features/today';
import { ShellIntl } from '../src/i18n';

const words = (en: string) => ({ en, fr: `${en} (fr)` });

function Widget({ text }: { text: string }) {
  return <p>{text}</p>;
}
function Broken(): never {
  throw new Error('boom');
}

const CONTRIBUTIONS: Record<string, AreaContributions> = {
  mfe_clients: defineContributions({
    search: [{ id: 'clients', label: words('Clients'), endpoint: searchEndpoints.clients }],
    today: [{ id: 'clients-today', title: words('Clients today'), requires: 'clients/getClients', order: 2, Component: () => <Widget text="3 clients to call" /> }],
  }),
  mfe_workers: defineContributions({
    search: [{ id: 'workers', label: words('Couriers'), endpoint: searchEndpoints.workers }],
    today: [{ id: 'workers-today', title: words('Contracts ending'), requires: 'workers/getWorkers', order: 1, Component: () => <Widget text="2 contracts end" /> }],
  }),
  mfe_finance: defineContributions({
    today: [{ id: 'broken', title: words('Broken widget'), requires: 'finance/recovery/getClientInvoiceSummary', order: 3, Component: Broken }],
  }),
};

beforeEach(() => {
  setContributionsLoader(async (area) => {
    if (area === 'mfe_chat') throw new Error('remote down');
    return { default: CONTRIBUTIONS[area] ?? {} };
  });
});
afterEach(() => act(() => setLocale('en')));

const wrap = (ui: React.ReactElement) => renderArea(<ShellIntl>{ui}</ShellIntl>);
/** Keys at a person's pace (slower than a burst). */
const person = () => userEvent.setup({ delay: SEARCH_BURST_MS + 30 });

test('Today shows the widgets of the areas the roles open, in order; an area down says so', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  act(() => setRoles(['CLIENTS', 'WORKERS', 'CHAT', 'FINANCE']));
  wrap(<TodayWidgets />);
  expect(await screen.findByText('3 clients to call')).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Contracts ending', 'Clients today', 'Broken widget']);
  expect(within(cards[2]).getByText('This part could not be shown.')).toBeInTheDocument();
  expect(await screen.findByText(/Chat is unavailable/)).toBeInTheDocument();
});

test('Today hides what the roles do not open', async () => {
  act(() => setRoles(['CLIENTS']));
  wrap(<TodayWidgets />);
  expect(await screen.findByText('3 clients to call')).toBeInTheDocument();
  expect(screen.queryByText('2 contracts end')).toBeNull();
});

test('the search asks each allowed area, groups the answers and opens a result with the keyboard', async () => {
  act(() => setRoles(['CLIENTS', 'WORKERS']));
  const api = fakeApi();
  api.get('clients/search', ({ query }) => [200, { data: { items: [{ kind: 'invoice', id: 9, title: 'INV-2026-001164', subtitle: `Client for ${String(query.q)}`, href: '/clients/C1?tab=invoices' }] } }]);
  api.get('workers/search', { items: [{ kind: 'worker', id: 4, title: 'Azélie Martin', subtitle: 'AZM', href: '/workers/AZM' }] });
  const onDone = jest.fn();
  const { user } = wrap(<SearchPanel onDone={onDone} />);
  const box = screen.getByRole('combobox', { name: 'Search the portal' });
  await user.type(box, 'a');
  expect(screen.getByText(/at least 2 characters/)).toBeInTheDocument();
  await user.type(box, 'z');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Azélie MartinAZM', 'INV-2026-001164Client for az']);
  expect(options[1]).toHaveAttribute('href', '/clients/C1?tab=invoices');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(onDone).toHaveBeenCalled();
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/clients/C1?tab=invoices'));
  api.restore();
});

test('a CLIENTS-only user never asks the couriers search', async () => {
  act(() => setRoles(['CLIENTS']));
  const api = fakeApi();
  api.get('clients/search', { items: [] });
  const { user } = wrap(<SearchPanel onDone={() => {}} />);
  await user.type(screen.getByRole('combobox'), 'zz');
  expect(await screen.findByText('Nothing found for “zz”.')).toBeInTheDocument();
  expect(api.calls('GET', 'workers/search')).toHaveLength(0);
  api.restore();
});

test('a burst of keys is asked once it pauses', async () => {
  jest.useFakeTimers();
  try {
    act(() => setRoles(['CLIENTS']));
    const api = fakeApi();
    api.get('clients/search', { items: [] });
    wrap(<SearchPanel onDone={() => {}} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('combobox'), 'dupont');
    expect(api.calls('GET', 'clients/search')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(SEARCH_BURST_MS));
    expect(await screen.findByText('Nothing found for “dupont”.')).toBeInTheDocument();
    expect(api.calls('GET', 'clients/search').map((c) => c.query.q)).toEqual(['dupont']);
    api.restore();
  } finally {
    jest.useRealTimers();
  }
});

test('the search asks at once for each new term and keeps the shown results until the areas answer it', async () => {
  act(() => setRoles(['CLIENTS']));
  const api = fakeApi();
  let answerLater: (reply: FakeReply) => void = () => {};
  const hit = (title: string) => ({ kind: 'client', id: title.length, title, subtitle: '', href: `/clients/${title}` });
  api.get('clients/search', ({ query }) =>
    query.q === 'du' ? ok({ items: [hit('Dumas')] }) : new Promise<FakeReply>((resolve) => (answerLater = resolve)),
  );
  wrap(<SearchPanel onDone={() => {}} />);
  const box = screen.getByRole('combobox', { name: 'Search the portal' });
  await person().type(box, 'du');
  expect(await screen.findByRole('option', { name: /Dumas/ })).toBeInTheDocument();
  await person().type(box, 'p');
  expect(api.calls('GET', 'clients/search').map((c) => c.query.q)).toEqual(['du', 'dup']);
  expect(screen.getByRole('option', { name: /Dumas/ })).toBeInTheDocument();
  act(() => answerLater(ok({ items: [hit('Dupont')] })));
  expect(await screen.findByRole('option', { name: /Dupont/ })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /Dumas/ })).toBeNull();
  api.restore();
});

test('a term typed while the areas answer is asked once they have, skipping the terms in between', async () => {
  act(() => setRoles(['CLIENTS']));
  const api = fakeApi();
  const waiting: ((reply: FakeReply) => void)[] = [];
  const hit = (title: string) => ({ kind: 'client', id: title.length, title, subtitle: '', href: `/clients/${title}` });
  api.get('clients/search', () => new Promise<FakeReply>((resolve) => waiting.push(resolve)));
  wrap(<SearchPanel onDone={() => {}} />);
  await person().type(screen.getByRole('combobox', { name: 'Search the portal' }), 'dupon');
  const asked = () => api.calls('GET', 'clients/search').map((c) => c.query.q);
  expect(asked()).toEqual(['du']);
  act(() => waiting[0](ok({ items: [hit('Dumas')] })));
  await waitFor(() => expect(asked()).toEqual(['du', 'dupon']));
  // The first answer shows while the last term is asked.
  expect(await screen.findByRole('option', { name: /Dumas/ })).toBeInTheDocument();
  act(() => waiting[1](ok({ items: [hit('Dupont')] })));
  expect(await screen.findByRole('option', { name: /Dupont/ })).toBeInTheDocument();
  expect(asked()).toEqual(['du', 'dupon']);
  api.restore();
});
