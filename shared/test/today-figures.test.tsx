import { act, screen } from '@testing-library/react';
import { createAreaI18n, setLocale, TodayFigures, todayCall, todayEndpoints, type TodayWidgetData } from '@courier/shared';
import { fakeApi, renderArea } from '@courier/shared/testing';

const widget = (over: Partial<TodayWidgetData> = {}): TodayWidgetData => ({
  key: 'planning.anomalies',
  values: {},
  count: 1234,
  items: [{ id: 7, title: 'Sam Rider', code: 'SR1', date: null, count: 2, kind: null, text: null, href: '/planning?workerId=7' }],
  link: { path: '/planning', query: 'day=2026-12-02', href: '/planning?day=2026-12-02' },
  exact: true,
  note: null,
  ...over,
});

afterEach(() => act(() => setLocale('en')));

test("an area's Today figures: count, most urgent items and the list link, in the area's words", async () => {
  const api = fakeApi();
  api.get('planning/today', { asOf: '2026-12-02', widgets: [widget()] });
  renderArea(
    <TodayFigures
      endpoint={todayEndpoints.planning}
      titleOf={(w) => `Area words for ${w.key}`}
      subtitleOf={(_w, item) => `${item.code} has ${item.count}`}
    />,
  );
  const link = await screen.findByRole('link', { name: 'Area words for planning.anomalies' });
  expect(link).toHaveAttribute('href', '/planning?day=2026-12-02');
  expect(screen.getByText('1,234')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sam Rider · SR1 has 2' })).toHaveAttribute('href', '/planning?workerId=7');
  api.restore();
});

test('a failed Today call says why in its card', async () => {
  const api = fakeApi();
  api.get('planning/today', () => [403, { error: { code: 'FORBIDDEN', message: 'Your roles do not allow this call' } }]);
  renderArea(<TodayFigures endpoint={todayEndpoints.planning} titleOf={(w) => w.key} subtitleOf={() => ''} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this call');
  api.restore();
});

// An area's words for its widgets: its catalog makes the sentences from the server's values and
// data, with the shared formats of the page's language.
const en = {
  'demo.today.notSent': 'Invoices of {month} not yet sent',
  'demo.today.notSent.item': '{code} · issued on {date}, {count, plural, one {# day} other {# days}} ago',
} as const;
const fr = {
  'demo.today.notSent': 'Factures de {month} non envoyées',
  'demo.today.notSent.item': '{code} · émise le {date}, il y a {count, plural, one {# jour} other {# jours}}',
};
const words = createAreaI18n('demo', { en, fr });

test('todayCall words the widget in the area catalog, in French when the page is French', async () => {
  const api = fakeApi();
  api.get('finance/today', {
    asOf: '2026-12-02',
    widgets: [
      widget({
        key: 'finance.invoicesNotSent',
        values: { month: '2026-11' },
        count: 3,
        items: [{ id: 9, title: 'INV-2026-000001', code: 'CL001', date: '2026-11-30', count: 2, kind: null, text: null, href: '/x' }],
      }),
    ],
  });
  const card = todayCall({
    id: 'finance',
    endpoint: todayEndpoints.finance,
    order: 1,
    title: { en: 'Finance', fr: 'Finance' },
    Intl: words.AreaIntl,
    useT: words.useT,
    widgets: { 'finance.invoicesNotSent': { title: 'demo.today.notSent', item: 'demo.today.notSent.item' } },
  });
  act(() => setLocale('fr'));
  renderArea(<card.Component />);
  expect(await screen.findByRole('link', { name: 'Factures de novembre 2026 non envoyées' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'INV-2026-000001 · CL001 · émise le 30/11/2026, il y a 2 jours' })).toBeInTheDocument();
  api.restore();
});
