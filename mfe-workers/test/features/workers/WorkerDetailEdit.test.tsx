import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@courier/shared/testing';
import { hasUnsavedChanges } from '@courier/shared';
import { fake, jeanne, openWorker, setUpWorkerPage } from './workerDetailSetup';

setUpWorkerPage();

describe('/workers/:short_code: editing', () => {
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
