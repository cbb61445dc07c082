import MockAdapter from 'axios-mock-adapter';
import {
  REFERENCE_STALE_TIME,
  api,
  createQueryKeys,
  http,
  queryClient,
  referenceListKey,
  referenceListQuery,
} from '../src';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('things');

  it('starts every key with the root, so `all` covers them', () => {
    expect(keys.all).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ q: 'a' })).toEqual(['things', 'list', { q: 'a' }]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.kind('events')).toEqual(['things', 'events']);
    expect(keys.of('events', { page: 2 })).toEqual(['things', 'events', { page: 2 }]);
  });

  it('keys a detail by its code whatever the case', () => {
    expect(keys.detail('par-0042')).toEqual(keys.detail('PAR-0042'));
    expect(keys.detail(42)).toEqual(['things', 'detail', '42']);
  });
});

describe('referenceListQuery', () => {
  const mock = new MockAdapter(http);
  afterEach(() => {
    mock.reset();
    queryClient.clear();
  });
  afterAll(() => mock.restore());

  it('reads the list of the contract with its parameters, kept 5 minutes, one cache entry per call and parameters', async () => {
    mock
      .onGet('vehicles/getVehicleTypes')
      .reply((config) => [200, { data: [{ id: 1, name: `Van (${String(config.params.activityStatus)})` }] }]);
    const query = referenceListQuery(api.vehicles.getVehicleTypes, { activityStatus: 'all' });
    expect(query.queryKey).toEqual(['reference', 'vehicles/getVehicleTypes', { activityStatus: 'all' }]);
    expect(query.staleTime).toBe(REFERENCE_STALE_TIME);
    await expect(queryClient.fetchQuery(query)).resolves.toEqual([{ id: 1, name: 'Van (all)' }]);
    // the key without parameters covers every read of that list (invalidation)
    expect(
      queryClient.getQueryCache().findAll({ queryKey: referenceListKey(api.vehicles.getVehicleTypes) }),
    ).toHaveLength(1);
  });
});
