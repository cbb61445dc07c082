import { act, screen } from '@testing-library/react';
import { setLocale, type TodayAnswer } from '@courier/shared';
import { fakeApi, renderArea } from '@courier/shared/testing';
import contributions from '../../src/contributions';

// The finance Today card in the area's own words: the server sends keys, values and data; the
// area's catalog makes the sentences, in French with French dates.
const answer: TodayAnswer = {
  asOf: '2026-12-02',
  widgets: [
    {
      key: 'finance.remindersDue',
      values: {},
      count: 2,
      items: [{ id: 1, title: 'Dupont SA', code: 'CL001', date: null, count: 12, kind: null, text: null, href: '/finance/recovery/CL001' }],
      link: { path: '/finance/recovery', query: 'remindersDue=true', href: '/finance/recovery?remindersDue=true' },
      exact: true,
      note: null,
    },
    {
      key: 'finance.invoicesNotSent',
      values: { month: '2026-11' },
      count: 1,
      items: [{ id: 5, title: 'INV-2026-000005', code: 'CL001', date: '2026-11-30', count: null, kind: null, text: null, href: '/x' }],
      link: { path: '/finance/billing', query: 'month=2026-11', href: '/finance/billing?month=2026-11' },
      exact: true,
      note: null,
    },
    {
      key: 'finance.newlyInRecovery',
      values: { days: 7, day: '2026-11-26' },
      count: 1,
      items: [{ id: 1, title: 'Dupont SA', code: 'CL001', date: '2026-12-01', count: null, kind: null, text: null, href: '/y' }],
      link: { path: '/finance/recovery', query: 'inRecoverySince=2026-11-26', href: '/finance/recovery?inRecoverySince=2026-11-26' },
      exact: true,
      note: null,
    },
  ],
};

afterEach(() => act(() => setLocale('en')));

test.each([
  [
    'en',
    ['Clients with reminders due', 'Invoices of November 2026 not yet sent', 'Clients put in recovery in the last 7 days'],
    ['Dupont SA · CL001 · 12 days overdue', 'INV-2026-000005 · CL001 · issued on 30/11/2026', 'Dupont SA · CL001 · since 01/12/2026'],
  ],
  [
    'fr',
    ['Clients à relancer', 'Factures de novembre 2026 non envoyées', 'Clients mis en recouvrement ces 7 derniers jours'],
    ['Dupont SA · CL001 · 12 jours de retard', 'INV-2026-000005 · CL001 · émise le 30/11/2026', 'Dupont SA · CL001 · depuis le 01/12/2026'],
  ],
] as const)('the finance widgets in %s', async (locale, titles, items) => {
  const api = fakeApi();
  api.get('finance/today', answer);
  act(() => setLocale(locale));
  const card = contributions.today!.find((c) => c.id === 'finance')!;
  renderArea(<card.Component />);
  for (const title of titles) expect(await screen.findByRole('link', { name: title })).toBeInTheDocument();
  for (const item of items) expect(screen.getByRole('link', { name: item })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: titles[0] })).toHaveAttribute('href', '/finance/recovery?remindersDue=true');
  api.restore();
});
