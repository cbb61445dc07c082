import { configure, screen, waitFor, within } from '@testing-library/react';
import { buildPage, buildWorker, buildWorkerReferences, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { hasUnsavedChanges } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.get('workers/PAR-0042', () => ok(buildWorker({ id: 42, firstName: 'Jeanne', lastName: 'Dupont' })));
  fake.get('workers/getWorkerTimes', { ...buildPage([], { pageSize: 50 }), totalMinutes: 0 });
  fake.get('workers/getWorkersEvents', buildPage([]));
  fake.get('workers/getAgenciesAndTeamsAndCompanies', buildWorkerReferences());
});

afterEach(() => jest.restoreAllMocks());

async function openEditWithAnEdit() {
  const { user } = renderArea(<AppRoutes />, { path: '/workers/PAR-0042' });
  await screen.findByRole('heading', { name: 'Jeanne Dupont' });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit PAR-0042' });
  const city = within(dialog).getByRole('textbox', { name: 'City' });
  await user.clear(city);
  await user.type(city, 'Lyon');
  expect(hasUnsavedChanges()).toBe(true);
  return { user, dialog };
}

describe('closing the worker edit dialog', () => {
  it('asks before its × discards the edits, and keeps them when the user stays', async () => {
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, dialog } = await openEditWithAnEdit();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Edit PAR-0042' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');

    ask.mockReturnValue(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit PAR-0042' })).not.toBeInTheDocument());
    expect(ask).toHaveBeenCalledTimes(2);
    expect(hasUnsavedChanges()).toBe(false);
    expect(fake.calls('POST', 'workers/updateWorkerData')).toHaveLength(0);
  });

  it('closes without asking when nothing was changed', async () => {
    const ask = jest.spyOn(window, 'confirm');
    const { user } = renderArea(<AppRoutes />, { path: '/workers/PAR-0042' });
    await screen.findByRole('heading', { name: 'Jeanne Dupont' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit PAR-0042' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit PAR-0042' })).not.toBeInTheDocument());
    expect(ask).not.toHaveBeenCalled();
  });
});
