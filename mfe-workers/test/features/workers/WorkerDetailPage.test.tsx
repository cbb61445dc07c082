import { screen, waitFor, within } from '@testing-library/react';
import { buildPage, fail, ok, renderArea } from '@courier/shared/testing';
import { setRoles } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';
import { fake, jeanne, openWorker, setUpWorkerPage } from './workerDetailSetup';

setUpWorkerPage();

describe('/workers/:short_code', () => {
  it("links to the worker's planned shifts and anomalies for a user who may open the planning", async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    setRoles(['WORKERS', 'SHIFTS']);
    try {
      openWorker();
      expect(await screen.findByRole('heading', { name: 'Jeanne Dupont' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Planned shifts and anomalies' })).toHaveAttribute(
        'href',
        '/planning?workerId=42',
      );
    } finally {
      setRoles([]);
    }
  });

  it('shows no planning link to a user without the planning', async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    setRoles(['WORKERS']);
    try {
      openWorker();
      expect(await screen.findByRole('heading', { name: 'Jeanne Dupont' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Planned shifts and anomalies' })).not.toBeInTheDocument();
    } finally {
      setRoles([]);
    }
  });

  it('shows the worker found by its short code', async () => {
    fake.get('workers/PAR-0042', () =>
      ok(
        jeanne({
          vehicle: { id: 7, shortCode: 'VH-7', plate: 'AB-123-CD', since: '2025-05-01T07:00:00.000Z' },
        }),
      ),
    );
    setRoles(['WORKERS', 'VEHICLES']);
    try {
      openWorker();
      expect(await screen.findByRole('heading', { name: 'Jeanne Dupont' })).toBeInTheDocument();
      expect(screen.getByTestId('worker-short-code')).toHaveTextContent('PAR-0042');
      expect(screen.getByText('Bikes')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'VH-7' })).toHaveAttribute('href', '/vehicles/VH-7');
      expect(await screen.findByText('No worker time in this period')).toBeInTheDocument();
    } finally {
      setRoles([]);
    }
  });

  it('names the vehicle as plain text to a user who may not open the vehicles', async () => {
    fake.get('workers/PAR-0042', () =>
      ok(jeanne({ vehicle: { id: 7, shortCode: 'VH-7', plate: null, since: '2025-05-01T07:00:00.000Z' } })),
    );
    setRoles(['WORKERS']);
    try {
      openWorker();
      expect(await screen.findByText('VH-7')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'VH-7' })).toBeNull();
    } finally {
      setRoles([]);
    }
  });

  it('keeps the open tab in the address, and opens the tab the address names', async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    const { user } = renderArea(<AppRoutes />, { path: '/workers/PAR-0042?tab=events' });
    expect(await screen.findByRole('tab', { name: 'Events', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'KPIs' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=kpis'));
    expect(screen.getByRole('tab', { name: 'KPIs', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Worker times' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it("shows the period's total and moves through the pages of worker times", async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    const time = (id: number, date: string) => ({
      id,
      workerId: 42,
      date,
      startedAt: `${date}T07:00:00.000Z`,
      endedAt: `${date}T15:00:00.000Z`,
      minutes: 480,
      gtaType: null,
      comment: `time ${id}`,
      version: 1,
    });
    fake.get('workers/getWorkerTimes', ({ query }) =>
      ok({
        ...buildPage(Number(query.page) === 2 ? [time(2, '2025-04-01')] : [time(1, '2025-04-02')], {
          page: Number(query.page),
          pageSize: 50,
          total: 51,
        }),
        totalMinutes: 51 * 480,
      }),
    );
    const { user } = openWorker();
    expect(await screen.findByText('time 1')).toBeInTheDocument();
    expect(screen.getByText(/51 times, 408 ?h/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2 of worker times' }));
    expect(await screen.findByText('time 2')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkerTimes').at(-1)!.query).toMatchObject({
      workerId: 42,
      page: 2,
      pageSize: 50,
    });
  });

  it('says clearly when no worker has this short code', async () => {
    fake.get('workers/PAR-0042', () => fail(404, 'NOT_FOUND', 'No such worker: PAR-0042'));
    openWorker();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No worker with this short code');
    expect(alert).toHaveTextContent('There is no worker with the short code PAR-0042');
    expect(within(alert).getByRole('link', { name: /All workers/ })).toHaveAttribute('href', '/workers');
  });

  it('shows the KPIs of the period and draws them per day, the chart loading with the tab', async () => {
    const figures = (missions: number, pay: number) => ({
      days: 1,
      missions,
      waypoints: missions * 3,
      km: missions * 10,
      pay,
      unproductiveShifts: 0,
    });
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.get('workersKpis/getWorkersKpis', ({ query }) =>
      ok({
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        workers: [],
        daily: [
          { date: '2026-11-02', workers: 1, ...figures(4, 12_550) },
          { date: '2026-11-03', workers: 1, ...figures(8, 20_000) },
        ],
        totals: { ...figures(12, 32_550), days: 2, unproductiveShifts: 1 },
      }),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    await user.click(screen.getByRole('tab', { name: 'KPIs' }));

    expect(await screen.findByLabelText('Missions: 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Pay: €325.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Unproductive shifts: 1')).toBeInTheDocument();
    const [request] = fake.calls('GET', 'workersKpis/getWorkersKpis');
    expect(request.query).toMatchObject({ workerId: 42 });

    const chart = screen.getByRole('img', {
      name: /^Missions per day from \S+ to \S+, 2 days with activity$/,
    });
    // recharts comes in its own chunk: the chart is drawn once it has arrived
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(within(chart).queryByText('Loading the chart…')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pay (€)' }));
    expect(screen.getByRole('img', { name: /^Pay \(€\) per day from / })).toBeInTheDocument();
  });
});
