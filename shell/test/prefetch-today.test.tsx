import { act, screen, waitFor } from '@testing-library/react';
import { defineContributions, setRoles, todayCall, todayEndpoints, type AreaContributions } from '@courier/shared';
import { fakeApi, renderArea } from '@courier/shared/testing';
import { setContributionsLoader } from '../src/features/areas';
import { TodayWidgets, prefetchToday, prefetchTodayCalls } from '../src/features/today';
import { ShellIntl } from '../src/i18n';
import { resetTodayCalls, startTodayCalls } from '../src/features/today/earlyCalls';

const answer = {
  asOf: '2026-12-02',
  widgets: [{ key: 'finance.remindersDue', values: {}, count: 4, items: [], link: { path: '/finance/recovery', query: '', href: '/finance/recovery' }, exact: true, note: null }],
};
const financeToday = todayCall({
  id: 'finance',
  endpoint: todayEndpoints.finance,
  order: 1,
  title: { en: 'Finance', fr: 'Finance' },
  Intl: ({ children }) => <>{children}</>,
  useT: () => (id: string) => id,
  widgets: { 'finance.remindersDue': { title: 'Reminders due' } },
});

test('on /, the Today calls the roles allow and the areas’ parts start before the page renders', async () => {
  act(() => setRoles(['FINANCE']));
  const api = fakeApi();
  api.get('finance/today', answer);
  const loaded: string[] = [];
  setContributionsLoader(async (area) => {
    loaded.push(area);
    return { default: area === 'mfe_finance' ? defineContributions({ today: [financeToday] }) : ({} as AreaContributions) };
  });

  prefetchToday('/workers');
  expect(api.calls('GET', 'finance/today')).toHaveLength(0);

  prefetchToday('/');
  expect(loaded).toEqual(['mfe_finance']);
  await waitFor(() => expect(api.calls('GET', 'finance/today')).toHaveLength(1));
  expect(api.calls('GET', 'planning/today')).toHaveLength(0);

  // The card reads the answer already there: no second call.
  renderArea(
    <ShellIntl>
      <TodayWidgets />
    </ShellIntl>,
  );
  expect(await screen.findByText('Reminders due')).toBeInTheDocument();
  expect(api.calls('GET', 'finance/today')).toHaveLength(1);
  api.restore();
});

test('the Today calls alone start before the remotes are known, and are not asked again with the parts', async () => {
  act(() => setRoles(['FINANCE']));
  const api = fakeApi();
  api.get('finance/today', answer);
  const loaded: string[] = [];
  setContributionsLoader(async (area) => {
    loaded.push(area);
    return { default: {} as AreaContributions };
  });

  prefetchTodayCalls('/');
  await waitFor(() => expect(api.calls('GET', 'finance/today')).toHaveLength(1));
  expect(loaded).toEqual([]);

  prefetchToday('/');
  expect(loaded).toEqual(['mfe_finance']);
  expect(api.calls('GET', 'finance/today')).toHaveLength(1);
  api.restore();
});

test('the calls the bootstrap starts become the queries: one call each, none after the portal took over', async () => {
  act(() => setRoles(['FINANCE']));
  const api = fakeApi();
  api.get('finance/today', answer);
  setContributionsLoader(async () => ({ default: {} as AreaContributions }));
  resetTodayCalls();

  startTodayCalls('/');
  await waitFor(() => expect(api.calls('GET', 'finance/today')).toHaveLength(1));
  prefetchTodayCalls('/');
  startTodayCalls('/');
  renderArea(
    <ShellIntl>
      <TodayWidgets />
    </ShellIntl>,
  );
  await waitFor(() => expect(api.calls('GET', 'finance/today')).toHaveLength(1));
  expect(api.calls('GET', 'planning/today')).toHaveLength(0);
  api.restore();
});
