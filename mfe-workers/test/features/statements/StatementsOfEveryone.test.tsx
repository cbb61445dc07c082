import { configure, screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The Today page links to `/retrib/statements?month=&all=true`: every worker's statement of the
// month, the summary's footer counting the workers and their anomalies.
const MONTH = '2026-02';
const totals = { day: 0, waypoints: 0, km: 0, extra: 0, paidAbsence: 0, paidDays: 0, waypointsCount: 0, kmCount: 0, paidAbsenceDays: 0, total: 0 };
const anomaly = (workerId: number) => ({
  kind: 'time_without_shift',
  workerId,
  date: '2026-02-09',
  shiftId: null,
  otherShiftId: null,
  workerTimeId: 12,
  minutes: null,
  message: 'Time worked from 09:00 without a planned shift',
});
const statementOf = (id: number, name: string, anomalies: number) => ({
  worker: { id, shortCode: `PAR-000${id}`, name, team: { id: 3, name: 'Paris Nord' } },
  days: [],
  totals,
  anomalies: Array.from({ length: anomalies }, () => anomaly(id)),
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('retrib/statements/getStatements', () =>
    ok({ month: MONTH, closed: null, statements: [statementOf(7, 'Alice Martin', 2), statementOf(8, 'Bruno Petit', 1)] }),
  );
  api.get('workers/getWorkersLight', []);
});
afterEach(() => api.restore());

it('all=true asks for every worker and totals their anomalies', async () => {
  renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&all=true` });
  const summary = await screen.findByRole('table', { name: /February 2026/ });
  expect(api.calls('GET', 'retrib/statements/getStatements').at(-1)?.query).toEqual({ month: MONTH, all: 'true' });
  expect(within(summary).getByTestId('summary-workers')).toHaveTextContent('2 workers in all');
  expect(within(summary).getByTestId('summary-anomalies')).toHaveTextContent('3');
  expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
});
