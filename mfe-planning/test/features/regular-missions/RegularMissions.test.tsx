import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { clearRoles, hasUnsavedChanges, setRoles } from '@courier/shared';
import { expectSearchStartedFromTheBox, fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import type { ApplyPreview, RegularMissionRow } from '../../../src/features/regular-missions/types';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const row = (id: number, over: Partial<RegularMissionRow> = {}): RegularMissionRow => ({
  id,
  client: { id: 7, name: 'Pharmacie Centrale' },
  name: 'Tournée matin',
  weekdays: [1, 3, 5],
  startTime: '08:00',
  endTime: '10:00',
  expectedWaypoints: 10,
  expectedKm: 20,
  comment: null,
  isActive: true,
  worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' },
  version: 4,
  ...over,
});

const PREVIEW: ApplyPreview = {
  weekStart: '2026-04-06',
  weekEnd: '2026-04-12',
  lines: [
    { regularMissionId: 1, missionName: 'Tournée matin', client: { id: 7, name: 'Pharmacie Centrale' }, worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' }, date: '2026-04-06', startTime: '08:00', endTime: '10:00', waypoints: 10, km: 20, clientPrice: 2500, courierPay: 2600 },
    { regularMissionId: 1, missionName: 'Tournée matin', client: { id: 7, name: 'Pharmacie Centrale' }, worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' }, date: '2026-04-08', startTime: '08:00', endTime: '10:00', waypoints: 10, km: 20, clientPrice: 2500, courierPay: 3200 },
  ],
  skipped: [
    { regularMissionId: 1, missionName: 'Tournée matin', client: { id: 7, name: 'Pharmacie Centrale' }, worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' }, date: '2026-04-10', startTime: '08:00', endTime: '10:00', reason: 'overlap', message: 'Overlaps another shift of PAR-0003' },
  ],
  totals: { lines: 2, skipped: 1, clientPrice: 5000, unpriced: 0, courierPay: 5800 },
  previewToken: 'tok-1',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('regularMissions/getRegularMissions', (req) => {
    const items = [row(1), row(2, { name: 'Navette', client: { id: 8, name: 'Banque du Port' } })].filter(
      (r) => !req.query.clients || String(req.query.clients).split(',').includes(String(r.client.id)),
    );
    return ok({ items, total: items.length, page: 1, pageSize: 1000 });
  });
  api.get('regularMissions/getRegMissionsClients', [
    { id: 7, name: 'Pharmacie Centrale' },
    { id: 8, name: 'Banque du Port' },
  ]);
  api.get('regularMissions/getRegMissionsNames', ['Navette', 'Tournée matin']);
});

describe('/regularMissions', () => {
  it('lists page 1 of 1000 with the filters in the query', async () => {
    renderArea(<AppRoutes />, { path: '/regularMissions?clients=8' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Banque du Port')).toBeInTheDocument();
    expect(within(table).queryByText('Pharmacie Centrale')).toBeNull();
    const q = api.calls('GET', 'regularMissions/getRegularMissions')[0].query;
    expect(q).toMatchObject({ clients: '8', page: 1, pageSize: 1000, activityStatus: 'active' });
  });

  it('each row is a real link to its regular mission', async () => {
    renderArea(<AppRoutes />, { path: '/regularMissions' });
    const link = await screen.findByRole('link', { name: 'Banque du Port' });
    expect(link).toHaveAttribute('href', '/regularMissions/2');
    expect(screen.getByRole('link', { name: 'Pharmacie Centrale' })).toHaveAttribute('href', '/regularMissions/1');
  });

  it('sorts on the server: client ascending by default, a header click sends sort and order and keeps them in the URL', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await screen.findByRole('link', { name: 'Banque du Port' });
    expect(api.calls('GET', 'regularMissions/getRegularMissions')[0].query).toMatchObject({ sort: 'client', order: 'asc' });
    await user.click(screen.getByRole('button', { name: /^Sort by times/i }));
    await waitFor(() =>
      expect(api.calls('GET', 'regularMissions/getRegularMissions').at(-1)!.query).toMatchObject({ sort: 'startTime', order: 'asc' }),
    );
    expect(window.location.search).toContain('sort=startTime');
    await user.click(screen.getByRole('button', { name: /^Sort by times/i }));
    await waitFor(() =>
      expect(api.calls('GET', 'regularMissions/getRegularMissions').at(-1)!.query).toMatchObject({ sort: 'startTime', order: 'desc' }),
    );
    // Columns the server cannot sort on have no sort button.
    expect(screen.queryByRole('button', { name: /^Sort by days/i })).toBeNull();
  });

  it("exports the whole filtered set from the server's export call with the chosen separator", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.get('regularMissions/exportRegularMissions', () => [
      200,
      new Blob(['\ufeffClient;Mission\r\n']),
      { 'content-disposition': 'attachment; filename="regular-missions-2026-12-02.csv"' },
    ]);
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions?clients=8&sort=-name' });
    await screen.findByRole('link', { name: 'Banque du Port' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the regular missions' });
    await user.click(within(dialog).getByRole('radio', { name: /Comma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['regular-missions-2026-12-02.csv']));
    const q = api.calls('GET', 'regularMissions/exportRegularMissions')[0].query;
    expect(q).toMatchObject({ clients: '8', sort: 'name', order: 'desc', activityStatus: 'active', sep: ',' });
    expect(q).not.toHaveProperty('page');
  });

  it('apply to a week: the preview shows the lines, the skips and the totals, then confirm sends the token', async () => {
    api.post('regularMissions/previewApplyWeek', PREVIEW);
    api.post('regularMissions/applyWeek', () => ok({ weekStart: '2026-04-06', shiftIds: [501, 502], totals: { lines: 2, clientPrice: 5000, courierPay: 5800 } }));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await user.click(await screen.findByRole('button', { name: 'Apply to a week' }));
    const dialog = await screen.findByRole('dialog');
    const week = within(dialog).getByLabelText(/Week starting on/);
    await user.clear(week);
    await user.type(week, '2026-04-06');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '2 shifts to create, 1 skipped · client price €50.00 · courier pay €58.00',
    );
    const lines = within(dialog).getByRole('table', { name: 'Shifts to create' });
    expect(within(lines).getAllByRole('row')).toHaveLength(4);
    expect(within(lines).getByText('€32.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Skipped' })).toHaveTextContent('Overlaps another shift of PAR-0003');
    expect(api.calls('POST', 'regularMissions/previewApplyWeek')[0].body).toEqual({ weekStart: '2026-04-06' });
    await user.click(within(dialog).getByRole('button', { name: 'Create 2 shifts' }));
    // The missions first, all ticked; confirming names the count, then a report.
    const choose = await screen.findByRole('dialog', { name: 'Choose the regular missions to apply' });
    expect(within(choose).getByRole('checkbox', { name: /Tournée matin · Pharmacie Centrale · 2 shifts/ })).toBeChecked();
    await user.click(within(choose).getByRole('button', { name: 'Apply 1 regular mission' }));
    expect(await within(choose).findByRole('status')).toHaveTextContent(/1.*0.*0/);
    expect(await within(dialog).findByText('2 shifts created for the week of 06/04/2026.')).toBeInTheDocument();
    expect(api.calls('POST', 'regularMissions/applyWeek')[0].body).toEqual({ weekStart: '2026-04-06', previewToken: 'tok-1' });
  });

  it("the preview's clients link to their page (a client without a price list is fixed there) for the CLIENTS role", async () => {
    api.post('regularMissions/previewApplyWeek', PREVIEW);
    act(() => setRoles(['REGULAR', 'CLIENTS']));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await user.click(await screen.findByRole('button', { name: 'Apply to a week' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const lines = await within(dialog).findByRole('table', { name: 'Shifts to create' });
    expect(within(lines).getAllByRole('link', { name: 'Pharmacie Centrale' })[0]).toHaveAttribute('href', '/clients/7');
    // Without WORKERS, the courier is named, not linked.
    expect(within(lines).queryByRole('link', { name: /Chloé Roux/ })).toBeNull();
    act(() => clearRoles());
  });

  it("a filtered list applies only its own active missions to the week (the page's filters)", async () => {
    api.post('regularMissions/previewApplyWeek', PREVIEW);
    api.post('regularMissions/applyWeek', () => ok({ weekStart: '2026-04-06', shiftIds: [501, 502], totals: { lines: 2, clientPrice: 5000, unpriced: 0, courierPay: 5800 } }));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions?clients=8' });
    await screen.findByRole('link', { name: 'Banque du Port' });
    await user.click(screen.getByRole('button', { name: 'Apply to a week' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The 1 active regular mission of the filters is applied.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create 2 shifts' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose the regular missions to apply' });
    await user.click(within(choose).getByRole('button', { name: 'Apply 1 regular mission' }));
    await waitFor(() => expect(api.calls('POST', 'regularMissions/applyWeek')).toHaveLength(1));
    expect(api.calls('POST', 'regularMissions/previewApplyWeek')[0].body).toMatchObject({ regularMissionIds: [2] });
    expect(api.calls('POST', 'regularMissions/applyWeek')[0].body).toMatchObject({ regularMissionIds: [2], previewToken: 'tok-1' });
  });

  it('a mission unticked is left out: the others are previewed again on their own, then applied', async () => {
    const two = {
      ...PREVIEW,
      lines: [...PREVIEW.lines, { ...PREVIEW.lines[0], regularMissionId: 2, missionName: 'Navette', client: { id: 8, name: 'Banque du Port' } }],
      totals: { ...PREVIEW.totals, lines: 3 },
    };
    api.post('regularMissions/previewApplyWeek', (req) =>
      ok((req.body as { regularMissionIds?: number[] }).regularMissionIds ? { ...PREVIEW, previewToken: 'tok-2' } : two),
    );
    api.post('regularMissions/applyWeek', () => ok({ weekStart: '2026-04-06', shiftIds: [501, 502], totals: { lines: 2, clientPrice: 5000, unpriced: 0, courierPay: 5800 } }));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await user.click(await screen.findByRole('button', { name: 'Apply to a week' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create 3 shifts' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose the regular missions to apply' });
    await user.click(within(choose).getByRole('checkbox', { name: /Navette · Banque du Port · 1 shift/ }));
    await user.click(within(choose).getByRole('button', { name: 'Apply 1 regular mission' }));
    await waitFor(() => expect(api.calls('POST', 'regularMissions/applyWeek')).toHaveLength(1));
    expect(api.calls('POST', 'regularMissions/previewApplyWeek')[1].body).toEqual({ weekStart: '2026-04-06', regularMissionIds: [1] });
    expect(api.calls('POST', 'regularMissions/applyWeek')[0].body).toEqual({ weekStart: '2026-04-06', previewToken: 'tok-2', regularMissionIds: [1] });
  });

  it('a stale preview is refused with its message', async () => {
    api.post('regularMissions/previewApplyWeek', PREVIEW);
    api.post('regularMissions/applyWeek', () => fail(409, 'CONFLICT', 'The plan changed since this preview (shifts, missions or settings): preview the week again'));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await user.click(await screen.findByRole('button', { name: 'Apply to a week' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create 2 shifts' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose the regular missions to apply' });
    await user.click(within(choose).getByRole('button', { name: 'Apply 1 regular mission' }));
    // One message: the report's failure, no alert in the week's dialog besides.
    expect(await within(choose).findByText(/preview the week again/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('/regularMissions/{id}', () => {
  const detail = { ...row(1), createdAt: '2026-01-01T08:00:00.000Z', updatedAt: '2026-01-01T08:00:00.000Z' };
  it('toggles the active flag with isActiveToggle and the version', async () => {
    api.get('regularMissions/1', detail);
    api.get('workers/getWorkersLight', [{ id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' }]);
    api.post('regularMissions/updateRegularMission', (req) => ok({ ...detail, isActive: false, version: 5, _q: req.query }));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    await user.click(await screen.findByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(api.calls('POST', 'regularMissions/updateRegularMission')).toHaveLength(1));
    const call = api.calls('POST', 'regularMissions/updateRegularMission')[0];
    expect(call.body).toEqual({ id: 1, version: 4 });
    expect(call.query).toEqual({ isActiveToggle: 'true' });
    expect(await screen.findByRole('switch', { name: 'Inactive' })).not.toBeChecked();
  });

  it('a stale edit shows the 409 message', async () => {
    api.get('regularMissions/1', detail);
    api.get('workers/getWorkersLight', []);
    api.post('regularMissions/updateRegularMission', () => fail(409, 'CONFLICT', 'This regular mission was changed by someone else since you opened it; reload it and redo your change'));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Tournée soir');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else');
  });

  it('is read-only until Edit; the client and the courier link to their pages for the roles that open them', async () => {
    api.get('regularMissions/1', detail);
    api.get('workers/getWorkersLight', []);
    act(() => setRoles(['REGULAR', 'CLIENTS']));
    renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    expect(await screen.findByRole('link', { name: 'Pharmacie Centrale' })).toHaveAttribute('href', '/clients/7');
    // WORKERS is not among the roles: the courier is plain text.
    expect(screen.getByText('PAR-0003 Chloé Roux')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PAR-0003 Chloé Roux' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    act(() => clearRoles());
  });

  it('asks before leaving with unsaved changes (tab closing and portal navigation), and Cancel asks before discarding', async () => {
    api.get('regularMissions/1', detail);
    api.get('workers/getWorkersLight', []);
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' bis');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Tournée matin')).toBeInTheDocument();
  });

  it('a missing name or weekday is said under its field and nothing is sent', async () => {
    api.get('regularMissions/1', detail);
    api.get('workers/getWorkersLight', []);
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    for (const day of ['Mon', 'Wed', 'Fri']) await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least one weekday')).toBeInTheDocument();
    expect(api.calls('POST', 'regularMissions/updateRegularMission')).toHaveLength(0);
  });
});

describe('/regularMissions search', () => {
  it('starts the call from the search box, and the page asks once for the term', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', 'regularMissions/getRegularMissions')).toHaveLength(1));
    await expectSearchStartedFromTheBox(user, api, { path: 'regularMissions/getRegularMissions', param: 'searchValue', term: 'navette' });
  });
});
