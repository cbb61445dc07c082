import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from '@mantine/core';
import { api, callApi, http } from '../src';
import {
  buildPage,
  buildVehicle,
  buildWorker,
  buildWorkerRow,
  fail,
  fakeApi,
  ok,
  renderArea,
  unknownBodyFields,
} from '../src/testing';

describe('fakeApi', () => {
  it('answers the newest registration of a path (or pattern), and 501 where nothing answers', async () => {
    const fake = fakeApi();
    fake.get('workers/getWorkers', [buildWorkerRow({ id: 1 })]);
    fake.get(/^workers\//, () => fail(404, 'NOT_FOUND', 'No such worker'));
    fake.get('workers/getWorkers', ({ query }) =>
      ok([buildWorkerRow({ id: 2, lastName: String(query.search) })]),
    );
    await expect(callApi(api.workers.getWorkers, { query: { search: 'Durand' } })).resolves.toMatchObject([
      { id: 2, shortCode: 'PAR-0002', lastName: 'Durand' },
    ]);
    await expect(callApi(api.workers.getWorker, { params: { id: 'PAR-0009' } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(callApi(api.vehicles.getVehicles, { query: {} })).rejects.toMatchObject({ status: 501 });
    expect(fake.calls('GET', 'workers/getWorkers')[0].query).toEqual({ search: 'Durand' });
    expect(fake.requests.map((r) => r.path)).toEqual([
      'workers/getWorkers',
      'workers/PAR-0009',
      'vehicles/getVehicles',
    ]);
  });

  it('names each body field the contract does not name, nested ones by their path', () => {
    expect(
      unknownBodyFields('POST', 'vehicles/assignVehicle', { vehicleId: 1, workerId: 2, version: 3 }),
    ).toEqual([]);
    expect(
      unknownBodyFields('POST', 'vehicles/assignVehicle', {
        vehicleId: 1,
        workerId: 2,
        version: 3,
        note: 'x',
      }),
    ).toEqual(['note']);
    expect(unknownBodyFields('GET', 'workers/getWorkers', { anything: 1 })).toEqual([]);
    expect(
      unknownBodyFields('POST', 'planning/createShift', {
        workerId: 1,
        clientId: 2,
        date: '2026-06-15',
        startTime: '08:00',
        endTime: '09:00',
        missions: [{ name: 'Round', waypoints: 1, km: 2, price: 0 }],
      }),
    ).toEqual(['missions.0.price']);
    expect(unknownBodyFields('POST', 'chat/sendMessage', { roomId: 1, attachment: { name: 'a', data: 'b', mime: 'x' } })).toEqual([
      'attachment.mime',
    ]);
  });

  it('answers 400 to an unknown body field before any handler, as the API does', async () => {
    const fake = fakeApi();
    const handled = jest.fn(() => ok({}));
    fake.post('workers/uploadPhoto', handled);
    const body = { workerId: 1, version: 1, image: 'AAAA', onProgress: 'oops' } as never;
    await expect(callApi(api.workers.uploadPhoto, { body })).rejects.toMatchObject({
      status: 400,
      fields: { onProgress: 'Unknown field' },
    });
    expect(handled).not.toHaveBeenCalled();
  });

  it("reports upload progress to the request's onUploadProgress while the handler holds the answer", async () => {
    const fake = fakeApi();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    fake.post('workers/uploadPhoto', async (request) => {
      request.uploadProgress(25, 100);
      request.uploadProgress(60, 100);
      await released;
      return ok({ workerId: 1, version: 2 });
    });
    const seen: number[] = [];
    const answer = http.post(
      'workers/uploadPhoto',
      { workerId: 1, version: 1, image: 'AAAA' },
      {
        onUploadProgress: (event) => seen.push(Math.round((event.progress ?? 0) * 100)),
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([25, 60]);
    release();
    await expect(answer).resolves.toMatchObject({ status: 200, data: { data: { version: 2 } } });
  });

  it('is removed after each test: the real adapter is back', () => {
    expect(typeof http.defaults.adapter).not.toBe('function');
  });
});

describe('renderArea', () => {
  function Page() {
    const location = useLocation();
    const worker = useQuery({
      queryKey: ['worker'],
      queryFn: ({ signal }) => callApi(api.workers.getWorker, { params: { id: 'PAR-0042' }, signal }),
    });
    return (
      <>
        <h1>{worker.data ? `${worker.data.firstName} ${worker.data.lastName}` : 'Loading'}</h1>
        <p>{`${location.pathname}${location.search}`}</p>
        <Button>Mantine</Button>
      </>
    );
  }

  it('renders inside the router, the query client and the theme, at the path, with a user', async () => {
    const fake = fakeApi();
    fake.get('workers/PAR-0042', buildWorker({ id: 42, firstName: 'Jeanne', lastName: 'Dupont' }));
    const { user } = renderArea(<Page />, { path: '/workers/PAR-0042?tab=events' });
    expect(await screen.findByRole('heading', { name: 'Jeanne Dupont' })).toBeInTheDocument();
    expect(screen.getByText('/workers/PAR-0042?tab=events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mantine' }));
  });

  it('puts the address back to / after each test', () => {
    expect(window.location.pathname).toBe('/');
  });
});

describe('fixture builders', () => {
  it('give complete answers of the contract, the overrides on top', () => {
    expect(buildWorkerRow({ id: 7 })).toMatchObject({
      id: 7,
      shortCode: 'PAR-0007',
      firstName: 'First7',
      activityStatus: 'active',
    });
    expect(buildWorker({ id: 7, version: 5 })).toMatchObject({
      shortCode: 'PAR-0007',
      version: 5,
      photo: null,
    });
    expect(buildVehicle({ id: 3, worker: { id: 1, shortCode: 'PAR-0001', name: 'A B' } })).toMatchObject({
      shortCode: 'VH-0003',
      worker: { name: 'A B' },
      assignments: [],
    });
    expect(buildPage([1, 2], { pageSize: 50 })).toEqual({ items: [1, 2], total: 2, page: 1, pageSize: 50 });
  });
});

describe('the kit stays out of production bundles', () => {
  const root = join(__dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory())
        return name === 'node_modules' || name === 'testing' ? [] : sources(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });

  it('no application code (src/ of the shell, the areas and shared) imports it', () => {
    const apps = readdirSync(root).filter(
      (name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'),
    );
    const offenders = apps
      .flatMap((app) => sources(join(root, app, 'src')))
      .filter((file) =>
        /from '(@courier\/shared\/testing|\.\.?\/(\.\.\/)*testing)['/]/.test(readFileSync(file, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
