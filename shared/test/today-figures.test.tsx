import { screen } from '@testing-library/react';
import { TodayFigures, todayEndpoints } from '@courier/shared';
import { fakeApi, renderArea } from '@courier/shared/testing';

test("an area's Today figures: count, most urgent items and the list link, in the area's words", async () => {
  const api = fakeApi();
  api.get('planning/today', {
    asOf: '2026-12-02',
    widgets: [
      {
        key: 'planning.unassigned',
        title: 'Shifts without a worker',
        count: 1234,
        items: [{ id: 7, title: 'Tue 02/12 08:00', subtitle: 'ACME', href: '/planning?date=2026-12-02' }],
        link: { path: '/planning', query: 'unassigned=1', href: '/planning?unassigned=1' },
        exact: true,
        note: null,
      },
    ],
  });
  renderArea(<TodayFigures endpoint={todayEndpoints.planning} titleOf={(w) => `Area words for ${w.key}`} />);
  const link = await screen.findByRole('link', { name: 'Area words for planning.unassigned' });
  expect(link).toHaveAttribute('href', '/planning?unassigned=1');
  expect(screen.getByText('1,234')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tue 02/12 08:00 · ACME' })).toHaveAttribute('href', '/planning?date=2026-12-02');
  api.restore();
});

test('a failed Today call says why in its card', async () => {
  const api = fakeApi();
  api.get('planning/today', () => [403, { error: { code: 'FORBIDDEN', message: 'Your roles do not allow this call' } }]);
  renderArea(<TodayFigures endpoint={todayEndpoints.planning} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this call');
  api.restore();
});
