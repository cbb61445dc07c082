import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  buildPage,
  buildWorker,
  buildWorkerReferences,
  fail,
  fakeApi,
  ok,
  renderArea,
  type FakeApi,
} from '@courier/shared/testing';
import { hasUnsavedChanges, setRoles } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';

// The page is a lazy chunk: its first import (evaluating its modules) happens while the test waits
// for it, and Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });

jest.setTimeout(30_000);

let fake: FakeApi;

/** The worker of these tests: Jeanne Dupont, PAR-0042, version 2. */
const jeanne = (over: Parameters<typeof buildWorker>[0] = {}) =>
  buildWorker({ id: 42, firstName: 'Jeanne', lastName: 'Dupont', ...over });

beforeEach(() => {
  fake = fakeApi();
  // The other calls of the page, answered empty.
  fake.get('workers/getWorkerTimes', { ...buildPage([], { pageSize: 50 }), totalMinutes: 0 });
  fake.get('workers/getWorkersEvents', buildPage([]));
  fake.get('workers/getAgenciesAndTeamsAndCompanies', buildWorkerReferences());
});

const openWorker = () => renderArea(<AppRoutes />, { path: '/workers/PAR-0042' });

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
    expect(fake.calls('GET', 'workers/getWorkerTimes').at(-1)!.query).toMatchObject({ workerId: 42, page: 2, pageSize: 50 });
  });

  it('says clearly when no worker has this short code', async () => {
    fake.get('workers/PAR-0042', () => fail(404, 'NOT_FOUND', 'No such worker: PAR-0042'));
    openWorker();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No worker with this short code');
    expect(alert).toHaveTextContent('There is no worker with the short code PAR-0042');
    expect(within(alert).getByRole('link', { name: /All workers/ })).toHaveAttribute('href', '/workers');
  });

  it('on 409 explains that someone else changed the worker, reloads on demand and keeps the edits', async () => {
    // the server's copy: version 2, then a colleague saves version 3 (new phone)
    let serverCopy = jeanne({ version: 2, phone: '06 00 00 00 42' });
    let fetches = 0;
    fake.get('workers/PAR-0042', () => {
      fetches += 1;
      return ok(serverCopy);
    });
    fake.post('workers/updateWorkerData', ({ body }) => {
      const b = body as { version: number; city?: string };
      if (b.version !== serverCopy.version)
        return fail(409, 'CONFLICT', 'This worker was changed meanwhile: reload and redo your change');
      serverCopy = { ...serverCopy, ...b, version: serverCopy.version + 1 };
      return ok(serverCopy);
    });
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit PAR-0042' });
    const form = within(dialog);
    const city = await form.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Lyon');

    // meanwhile a colleague changes the phone
    serverCopy = { ...serverCopy, phone: '07 99 99 99 99', version: 3 };
    await user.click(form.getByRole('button', { name: 'Save' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this worker');
    expect(alert).toHaveTextContent('your change was not saved');
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');

    const before = fetches;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fetches).toBe(before + 1));
    expect(await form.findByText(/The latest version is loaded \(version 3\)/)).toBeInTheDocument();
    // the form stays open with the user's edit, and the colleague's phone
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('07 99 99 99 99');

    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit PAR-0042' })).not.toBeInTheDocument(),
    );
    const posts = fake.calls('POST', 'workers/updateWorkerData');
    expect(posts.map((p) => p.body)).toEqual([
      { id: 42, version: 2, city: 'Lyon' },
      { id: 42, version: 3, city: 'Lyon' },
    ]);
  });

  it("the edit form offers the chosen agency's teams, and another agency clears a team not in it", async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne({ version: 2 })));
    fake.post('workers/updateWorkerData', ({ body }) => ok(jeanne({ ...(body as object), version: 3 })));
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit PAR-0042' }));
    const team = await form.findByRole('combobox', { name: /Team/ });
    const teamNames = () =>
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(team).toHaveValue('10');
    expect(teamNames()).toEqual(['Choose a team', 'Bikes', 'Vans']);

    expect(hasUnsavedChanges()).toBe(false);
    await user.selectOptions(form.getByRole('combobox', { name: /Agency/ }), 'Lyon');
    // Unsaved edits: leaving the page would ask first.
    expect(hasUnsavedChanges()).toBe(true);
    expect(team).toHaveValue('');
    expect(teamNames()).toEqual(['Choose a team', 'Lyon Vans']);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Team is required')).toBeInTheDocument();
    expect(fake.calls('POST', 'workers/updateWorkerData')).toHaveLength(0);

    await user.selectOptions(team, 'Lyon Vans');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit PAR-0042' })).not.toBeInTheDocument(),
    );
    expect(fake.calls('POST', 'workers/updateWorkerData').map((p) => p.body)).toEqual([
      { id: 42, version: 2, agencyId: 2, teamId: 20 },
    ]);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it("uploads a photo with a preview, and shows the server's refusal clearly", async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.post('workers/uploadPhoto', () =>
      fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG or WebP image'),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The photo was not uploaded');
    expect(alert).toHaveTextContent('not a JPEG, PNG or WebP image');
    const [request] = fake.calls('POST', 'workers/uploadPhoto');
    expect(request.body).toEqual({
      workerId: 42,
      version: 2,
      image: expect.stringMatching(/^data:image\/png;base64,/),
      fileName: 'face.png',
    });
  });

  it('shows how much of the photo is sent while it uploads, then the new photo', async () => {
    const photo = {
      url: 'data:image/webp;base64,AAAA',
      mime: 'image/webp' as const,
      width: 256,
      height: 171,
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    let finishSending = () => {};
    const sent = new Promise<void>((resolve) => (finishSending = resolve));
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.post('workers/uploadPhoto', async (request) => {
      // the browser has sent 40 % of the body; the answer comes once the rest is sent
      request.uploadProgress(400, 1000);
      await sent;
      return ok({ workerId: 42, version: 3, photo });
    });
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();

    finishSending();
    expect(await screen.findByRole('img', { name: 'Photo of Jeanne Dupont' })).toHaveAttribute(
      'src',
      photo.url,
    );
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Uploading…/)).not.toBeInTheDocument();
  });

  it('on 409 says someone else changed the worker; "Reload" then a second upload sends the latest version', async () => {
    let version = 2;
    const photo = {
      url: 'data:image/webp;base64,AAAA',
      mime: 'image/webp',
      width: 256,
      height: 171,
      updatedAt: '2026-11-20T09:00:00.000Z',
    };
    fake.get('workers/PAR-0042', () => ok(jeanne({ version })));
    fake.post('workers/uploadPhoto', ({ body }) =>
      (body as { version: number }).version === version
        ? ok({ workerId: 42, version: version + 1, photo })
        : fail(
            409,
            'CONFLICT',
            'This worker was changed by someone else since you opened it; reload it and redo your change',
          ),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    // A colleague edits the worker meanwhile.
    version = 5;
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo file'), file);
    await screen.findByRole('img', { name: 'Preview of the chosen photo' });
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this worker');
    expect(alert).toHaveTextContent(
      'changed by someone else since you opened it, so the photo was not uploaded',
    );
    // The chosen photo stays for a second try.
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/version 5/)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('img', { name: 'Photo of Jeanne Dupont' })).toHaveAttribute(
      'src',
      photo.url,
    );
    expect(
      fake.calls('POST', 'workers/uploadPhoto').map((r) => (r.body as { version: number }).version),
    ).toEqual([2, 5]);
    // The page now has the version the upload answered: its next edit carries it.
    await waitFor(() => expect(screen.getByText(/version 6/)).toBeInTheDocument());
  });

  it('refuses a file over 5 MB before sending it', async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('the limit is 5 MB');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(fake.calls('POST', 'workers/uploadPhoto')).toHaveLength(0);
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

  it('asks for confirmation before deactivating, and shows why the server refuses', async () => {
    fake.get('workers/PAR-0042', () => ok(jeanne()));
    fake.post('workers/updateWorkerData', () =>
      fail(409, 'CONFLICT', 'This worker drives vehicle VH-7: dissociate it first'),
    );
    const { user } = openWorker();
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Jeanne Dupont?' });
    expect(fake.calls('POST', 'workers/updateWorkerData')).toHaveLength(0);
    const leftOn = within(dialog).getByLabelText('Left on');
    await user.clear(leftOn);
    await user.type(leftOn, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('dissociate it first');
    expect(fake.calls('POST', 'workers/updateWorkerData').map((r) => r.body)).toEqual([
      { id: 42, version: 2, activityStatus: 'inactive', leftOn: '2026-11-30' },
    ]);
  });
});
