import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@courier/shared';
import { assignVehicle, useAssignVehicle } from '../../src/features/vehicles/api/assignVehicle';
import { dissociateVehicle, useDissociateVehicle } from '../../src/features/vehicles/api/dissociateVehicle';
import { vehicleKeys } from '../../src/features/vehicles/api/keys';
import { uploadPhoto, useUploadPhoto, workerKeys } from '../../src/features/workers/api';
import { buildWorker, fakeApi, ok, type FakeApi } from '@courier/shared/testing';

/**
 * The calls that change a vehicle's driver or a worker's photo are edits: they send the
 * version the page has, only the contract's fields, and put the answer's new version where
 * the page's next edit reads it.
 */
const NOW = '2026-11-20T10:00:00.000Z';
const bob = { id: 6, shortCode: 'PAR-0006', name: 'Bob Leroy' };
const assignment = (vehicleVersion: number) => ({
  id: 4,
  vehicleId: 7,
  worker: bob,
  startedAt: NOW,
  endedAt: null,
  startedBy: 'me',
  endedBy: null,
  vehicleVersion,
});
const photo = {
  url: 'data:image/webp;base64,AAAA',
  mime: 'image/webp' as const,
  width: 256,
  height: 171,
  updatedAt: NOW,
};

let fake: FakeApi;
beforeEach(() => {
  fake = fakeApi();
  fake.post('vehicles/assignVehicle', assignment(3));
  fake.post('vehicles/dissociateVehicle', { ...assignment(4), endedAt: NOW });
  fake.post('workers/uploadPhoto', () => ok({ workerId: 42, version: 3, photo }));
  // The pages' reloads never answer here: what the cache holds comes from the answers.
  fake.get(/^(vehicles|workers)\//, () => new Promise(() => undefined));
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('vehicles/assignVehicle and vehicles/dissociateVehicle', () => {
  it("send the vehicle's version and the contract's fields only", async () => {
    const extra = { vehicleId: 7, workerId: 6, version: 2, shortCode: 'VH-0007', worker: bob } as never;
    await expect(assignVehicle(extra)).resolves.toMatchObject({ vehicleVersion: 3 });
    await expect(dissociateVehicle(extra)).resolves.toMatchObject({ vehicleVersion: 4 });
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['vehicles/assignVehicle', { vehicleId: 7, workerId: 6, version: 2 }],
      ['vehicles/dissociateVehicle', { vehicleId: 7, workerId: 6, version: 2 }],
    ]);
  });

  it("put the answer's version into the vehicle's page at once", async () => {
    queryClient.setQueryData(vehicleKeys.detail('VH-0007'), { id: 7, shortCode: 'VH-0007', version: 2 });
    const assign = renderHook(() => useAssignVehicle('VH-0007'), { wrapper });
    await act(() => assign.result.current.mutateAsync({ vehicleId: 7, workerId: 6, version: 2 }));
    expect(queryClient.getQueryData(vehicleKeys.detail('VH-0007'))).toMatchObject({ version: 3 });
    const dissociate = renderHook(() => useDissociateVehicle('vh-0007'), { wrapper });
    await act(() => dissociate.result.current.mutateAsync({ vehicleId: 7, workerId: 6, version: 3 }));
    expect(queryClient.getQueryData(vehicleKeys.detail('VH-0007'))).toMatchObject({ version: 4 });
  });
});

describe('workers/uploadPhoto', () => {
  it("sends the worker's version and the contract's fields only, with or without progress", async () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    await uploadPhoto({ workerId: 42, version: 2, image, fileName: 'me.png' });
    const progress: number[] = [];
    await uploadPhoto({ workerId: 42, version: 2, image, onProgress: (p) => progress.push(p) });
    expect(fake.calls('POST', 'workers/uploadPhoto').map((r) => r.body)).toEqual([
      { workerId: 42, version: 2, image, fileName: 'me.png' },
      { workerId: 42, version: 2, image },
    ]);
    expect(progress.at(-1)).toBe(100);
  });

  it("puts the photo and the new version into the worker's page", async () => {
    queryClient.setQueryData(
      workerKeys.detail('PAR-0042'),
      buildWorker({ id: 42, version: 2, photo: null, hasPhoto: false }),
    );
    const upload = renderHook(() => useUploadPhoto('PAR-0042'), { wrapper });
    await act(() => upload.result.current.mutateAsync({ workerId: 42, version: 2, image: 'AAAA' }));
    expect(queryClient.getQueryData(workerKeys.detail('PAR-0042'))).toMatchObject({
      version: 3,
      hasPhoto: true,
      photo,
    });
  });
});
