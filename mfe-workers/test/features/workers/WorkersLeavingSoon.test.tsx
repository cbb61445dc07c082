import { configure, screen, waitFor } from '@testing-library/react';
import { buildPage, buildWorkerRow, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });

// The Today page links to `/workers?leavingSoon=true`: the list sends the filter, shows it as a
// chip, and the chip clears it.
let api: FakeApi;
const calls = () => api.calls('GET', 'workers/getWorkers');

beforeEach(() => {
  api = fakeApi();
  api.get('workers/getWorkers', () => ok(buildPage([buildWorkerRow({ id: 1, firstName: 'Jeanne', lastName: 'Dupont' })])));
});
afterEach(() => api.restore());

it('leavingSoon from the address is sent and shown as a chip that clears it', async () => {
  const { user } = renderArea(<AppRoutes />, { path: '/workers?leavingSoon=true' });
  await screen.findByText('Dupont');
  expect(calls().at(-1)?.query).toMatchObject({ leavingSoon: 'true' });
  expect(screen.getByText('Leaving within 30 days')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear the filter: Leaving within 30 days' }));
  await waitFor(() => expect(calls().at(-1)?.query.leavingSoon).toBeUndefined());
  expect(screen.queryByText('Leaving within 30 days')).not.toBeInTheDocument();
  expect(window.location.search).not.toContain('leavingSoon');
});
