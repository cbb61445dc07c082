import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@courier/shared/testing';
import { api, time, openBoard, setUpFakeApi, findPanel } from './panelsSetup';

setUpFakeApi();

describe('/planning: worker times', () => {
  it('a cell with no shift: T opens the day, a time is recorded with its GTA type', async () => {
    api.get('planning/getWorkerTimeByWorkerId', []);
    api.post('planning/addWorkerTime', (req) => ok({ ...time(), ...(req.body as object) }));
    const { user } = await openBoard();
    const cell = screen.getByRole('gridcell', { name: /^Chloé Roux, Tue 07\/04: 0 shifts\./ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 't' });
    const panel = await findPanel('Worker times');
    expect(within(panel).getByText(/Chloé Roux/)).toBeInTheDocument();
    expect(await within(panel).findByText('No time recorded on 07/04/2026.')).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getWorkerTimeByWorkerId')[0].query).toEqual({
      workerId: 3,
      date: '2026-04-07',
    });
    await user.clear(within(panel).getByLabelText(/^Worked from/));
    await user.type(within(panel).getByLabelText(/^Worked from/), '09:00');
    await user.click(within(panel).getByLabelText('GTA type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Formation', hidden: true }));
    await user.type(within(panel).getByLabelText('Time comment'), 'Formation sécurité');
    await user.click(within(panel).getByRole('button', { name: 'Add worker time' }));
    await waitFor(() => expect(api.calls('POST', 'planning/addWorkerTime')).toHaveLength(1));
    expect(api.calls('POST', 'planning/addWorkerTime')[0].body).toEqual({
      workerId: 3,
      date: '2026-04-07',
      startTime: '09:00',
      endTime: '12:00',
      gtaTypeId: 32,
      comment: 'Formation sécurité',
    });
  });

  it("a cell's Worked line opens the day; a time is edited with its version, a stale one shows the conflict", async () => {
    api.get('planning/getWorkerTimeByWorkerId', [time({ gtaType: { id: 31, name: 'Congé payé' } })]);
    let edits = 0;
    api.post('planning/editWorkerTime', () =>
      ++edits === 1
        ? fail(409, 'CONFLICT', 'This worker time was changed by someone else: reload it and try again')
        : ok(time({ version: 4 })),
    );
    const { user } = await openBoard();
    const ada = screen.getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    await user.click(within(ada).getByRole('button', { name: 'Worked 08:30–12:00' }));
    const panel = await findPanel('Worker times');
    expect(await within(panel).findByText('Worked 08:30–12:00 (Congé payé)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit the worker time 08:30–12:00' }));
    const end = within(panel).getByLabelText(/^End of the time/);
    expect(end).toHaveValue('12:00');
    await user.clear(end);
    await user.type(end, '12:30');
    await user.click(within(panel).getByRole('button', { name: 'Save the worker time' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/changed by someone else/);
    expect(api.calls('POST', 'planning/editWorkerTime')[0].body).toEqual({
      id: 21,
      version: 3,
      startTime: '08:30',
      endTime: '12:30',
      gtaTypeId: 31,
      comment: null,
    });
    await user.click(within(panel).getByRole('button', { name: 'Save the worker time' }));
    await waitFor(() => expect(api.calls('POST', 'planning/editWorkerTime')).toHaveLength(2));
  });

  it('a time is deleted only after a comment is given and the deletion confirmed', async () => {
    api.get('planning/getWorkerTimeByWorkerId', [time()]);
    api.post('planning/deleteWorkerTime', () => ok({ workerTimeId: 21, deleted: true }));
    const { user } = await openBoard();
    const ada = screen.getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    ada.focus();
    fireEvent.keyDown(ada, { key: 'T' });
    const panel = await findPanel('Worker times');
    await user.click(
      await within(panel).findByRole('button', { name: 'Delete the worker time 08:30–12:00' }),
    );
    const confirm = within(panel).getByRole('button', { name: 'Confirm the deletion' });
    expect(confirm).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('button', { name: 'Confirm the deletion' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete the worker time 08:30–12:00' }));
    await user.type(
      within(panel).getByRole('textbox', { name: /Why delete the worker time 08:30–12:00/ }),
      'Saisie en double',
    );
    await user.click(within(panel).getByRole('button', { name: 'Confirm the deletion' }));
    await waitFor(() => expect(api.calls('POST', 'planning/deleteWorkerTime')).toHaveLength(1));
    expect(api.calls('POST', 'planning/deleteWorkerTime')[0].body).toEqual({
      workerTimeId: 21,
      workerId: 1,
      date: '2026-04-06',
      comment: 'Saisie en double',
    });
  });

  it('the new-shift panel records a time without planning a shift', async () => {
    api.get('planning/getWorkerTimeByWorkerId', () => fail(500, 'INTERNAL', 'Database down'));
    await openBoard();
    const cell = screen.getByRole('gridcell', { name: /^Bruno Petit, Mon 06\/04/ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 'n' });
    const panel = await findPanel('New shift');
    expect(await within(panel).findByText('The worker times could not be loaded')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add worker time' })).toBeInTheDocument();
  });
});
