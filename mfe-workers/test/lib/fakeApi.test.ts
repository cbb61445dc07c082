import { api, callApi } from '@courier/shared';
import { installFakeApi, ok, on, resetClientState, unknownBodyFields } from './fakeApi';

describe('the fake API refuses body fields the contract does not name, as the API does', () => {
  beforeEach(resetClientState);

  it('names each unknown field, nested ones by their path', () => {
    expect(unknownBodyFields('POST', 'vehicles/assignVehicle', { vehicleId: 1, workerId: 2, version: 3 })).toEqual([]);
    expect(unknownBodyFields('POST', 'vehicles/assignVehicle', { vehicleId: 1, workerId: 2, version: 3, note: 'x' })).toEqual(['note']);
    expect(unknownBodyFields('GET', 'workers/getWorkers', { anything: 1 })).toEqual([]);
  });

  it('answers 400 before any handler', async () => {
    const handled = jest.fn(() => ok({}));
    const fake = installFakeApi(on('POST', 'workers/uploadPhoto', handled));
    try {
      const body = { workerId: 1, version: 1, image: 'AAAA', onProgress: 'oops' } as never;
      await expect(callApi(api.workers.uploadPhoto, { body })).rejects.toMatchObject({
        status: 400,
        fields: { onProgress: 'Unknown field' },
      });
      expect(handled).not.toHaveBeenCalled();
    } finally {
      fake.restore();
    }
  });
});
