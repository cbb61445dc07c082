import { configure, screen, waitFor } from '@testing-library/react';
import { buildPage, buildWorkerRow, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The Today page links to `/workers?contractEndingSoon=true` (and documentExpiringSoon,
// leavingSoon): the list sends the filter and shows it checked; the box clears or sets it.
let api: FakeApi;
const calls = () => api.calls('GET', 'workers/getWorkers');

beforeEach(() => {
  api = fakeApi();
  api.get('workers/getWorkers', () => ok(buildPage([buildWorkerRow({ id: 1, firstName: 'Jeanne', lastName: 'Dupont' })])));
});
afterEach(() => api.restore());

const FILTERS = [
  ['contractEndingSoon', 'Contract ending within 30 days'],
  ['documentExpiringSoon', 'Document expiring within 30 days'],
  ['leavingSoon', 'Leaving within 30 days'],
] as const;

it.each(FILTERS)('%s from the address is sent and shown checked; unchecking clears it', async (filter, label) => {
  const { user } = renderArea(<AppRoutes />, { path: `/workers?${filter}=true` });
  await screen.findByText('Dupont');
  expect(calls().at(-1)?.query).toMatchObject({ [filter]: 'true' });
  const box = screen.getByRole('checkbox', { name: label });
  expect(box).toBeChecked();
  for (const [other, otherLabel] of FILTERS)
    if (other !== filter) expect(screen.getByRole('checkbox', { name: otherLabel })).not.toBeChecked();

  await user.click(box);
  await waitFor(() => expect(calls().at(-1)?.query[filter]).toBeUndefined());
  expect(box).not.toBeChecked();
  expect(window.location.search).not.toContain(filter);
});

it('the list offers the filters: checking one sends it and puts it in the address', async () => {
  const { user } = renderArea(<AppRoutes />, { path: '/workers' });
  await screen.findByText('Dupont');
  expect(calls().at(-1)?.query.documentExpiringSoon).toBeUndefined();
  await user.click(screen.getByRole('checkbox', { name: 'Document expiring within 30 days' }));
  await waitFor(() => expect(calls().at(-1)?.query).toMatchObject({ documentExpiringSoon: 'true' }));
  expect(window.location.search).toContain('documentExpiringSoon=true');
});
