import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AppRoutes } from '../../../src/app/routes';
import { translate } from '../../../src/i18n';
import { hasUnsavedChanges } from '@courier/shared';
import { fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';

const CONFIG_CONFLICT_MESSAGE = translate('retrib.config.conflict');
/** The override form's name: its date as the page shows it (DD/MM/YYYY). */
const overrideOf = (day: string) => `Override of ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const NOW = '2026-11-20T10:00:00+01:00';
const config = (over: Partial<Record<string, number>> = {}) => ({
  id: 11,
  teamId: 1,
  waypointAmount: 120,
  kmAmount: 35,
  dailyAmount: 4500,
  extra: 0,
  version: 3,
  updatedAt: NOW,
  ...over,
});
const teams = (cfg = config()) => [
  { id: 1, name: 'Paris Nord', code: 'PN', activityStatus: 'active', agency: { id: 1, name: 'Paris' }, config: cfg, workers: 12 },
  { id: 2, name: 'Lyon', code: 'LY', activityStatus: 'active', agency: null, config: null, workers: 4 },
];

// Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

function defaults(cfg = config()) {
  api.get('retrib/getTeamList', teams(cfg));
  api.get('retrib/calendar', (req) => [
    200,
    { data: { team: { id: Number(req.query.teamId), name: 'Team' }, config: cfg, entries: [] } },
  ]);
  api.get('retrib/getServicesAndOptions', [
    { id: 1, name: 'Night delivery', kind: 'service', amount: 1250, description: null, activityStatus: 'active' },
  ]);
  api.get('retrib/previewPay', (req) => [
    200,
    {
      data: {
        teamId: Number(req.query.teamId),
        date: String(req.query.date),
        waypoints: Number(req.query.waypoints),
        km: Number(req.query.km),
        source: 'config',
        calendarEntryId: null,
        rates: { waypoint: 120, km: 35, day: 4500, extra: 0 },
        breakdown: { day: 4500, waypoints: 2400, km: 1750, extra: 0 },
        total: 8650,
      },
    },
  ]);
}

async function openRetrib() {
  renderArea(<AppRoutes />, { path: '/retrib' });
  return screen.findByRole('form', { name: 'Pay configuration of Paris Nord' });
}

beforeEach(() => {
  api = fakeApi();
});

describe('/retrib team configuration', () => {
  it('shows the amounts in euros from the stored cents', async () => {
    defaults();
    const form = await openRetrib();
    expect(within(form).getByLabelText(/Per waypoint/)).toHaveValue('1.20');
    expect(within(form).getByLabelText(/Per km/)).toHaveValue('0.35');
    expect(within(form).getByLabelText(/Per day/)).toHaveValue('45.00');
    expect(within(form).getByLabelText(/Extra/)).toHaveValue('0.00');
    expect(await screen.findByTestId('pay-preview-total')).toHaveTextContent('€86.50');
    expect(screen.getByText('Night delivery')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
  });

  it('names each invalid amount and sends nothing', async () => {
    defaults();
    const user = userEvent.setup();
    const form = await openRetrib();
    await user.clear(within(form).getByLabelText(/Per waypoint/));
    await user.type(within(form).getByLabelText(/Per waypoint/), 'abc');
    await user.clear(within(form).getByLabelText(/Per km/));
    await user.clear(within(form).getByLabelText(/Per day/));
    await user.type(within(form).getByLabelText(/Per day/), '-4');
    await user.clear(within(form).getByLabelText(/Extra/));
    await user.type(within(form).getByLabelText(/Extra/), '1.999');
    await user.click(within(form).getByRole('button', { name: 'Save configuration' }));

    expect(within(form).getByLabelText(/Per waypoint/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount in euros'),
    );
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Must not be negative')).toBeInTheDocument();
    expect(within(form).getAllByText(/at most 2 decimals/)).toHaveLength(2);
    expect(api.calls('POST', 'retrib/updateTeamConfig')).toHaveLength(0);
  });

  it('submits the amounts in cents with the configuration id and version', async () => {
    defaults();
    api.post('retrib/updateTeamConfig', (req) => [200, { data: { ...config(), ...(req.body as object), version: 4 } }]);
    const user = userEvent.setup();
    const form = await openRetrib();
    const set = async (label: RegExp, text: string) => {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), text);
    };
    await set(/Per waypoint/, '0.29');
    await set(/Per km/, '1,15');
    await set(/Per day/, '120');
    await set(/Extra/, '4.35');
    // Unsaved amounts: leaving the page would ask first.
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save configuration' }));

    await waitFor(() => expect(api.calls('POST', 'retrib/updateTeamConfig')).toHaveLength(1));
    expect(api.calls('POST', 'retrib/updateTeamConfig')[0].body).toEqual({
      id: 11,
      version: 3,
      waypointAmount: 29,
      kmAmount: 115,
      dailyAmount: 12000,
      extra: 435,
    });
    // Saved: nothing left to lose.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });

  it('creates the first configuration of a team that has none (teamId, no id)', async () => {
    defaults();
    api.post('retrib/updateTeamConfig', (req) => [200, { data: { ...config({ id: 12, teamId: 2, version: 1 }), ...(req.body as object) } }]);
    const user = userEvent.setup();
    await openRetrib();
    await user.click(screen.getByRole('button', { name: /Lyon/ }));
    const form = await screen.findByRole('form', { name: 'Pay configuration of Lyon' });
    expect(within(form).getByText(/no pay configuration yet/)).toBeInTheDocument();
    for (const [label, text] of [
      [/Per waypoint/, '1'],
      [/Per km/, '0.5'],
      [/Per day/, '40'],
      [/Extra/, '0'],
    ] as const)
      await user.type(within(form).getByLabelText(label), text);
    await user.click(within(form).getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(api.calls('POST', 'retrib/updateTeamConfig')).toHaveLength(1));
    expect(api.calls('POST', 'retrib/updateTeamConfig')[0].body).toEqual({
      teamId: 2,
      waypointAmount: 100,
      kmAmount: 50,
      dailyAmount: 4000,
      extra: 0,
    });
  });

  it('on a stale version (409) says so and reloads the latest amounts', async () => {
    defaults();
    api.post('retrib/updateTeamConfig', () => fail(409, 'CONFLICT', 'The configuration was changed meanwhile'));
    const user = userEvent.setup();
    const form = await openRetrib();
    // Meanwhile someone else saved 2.00 € per waypoint.
    api.get('retrib/getTeamList', teams(config({ waypointAmount: 200, version: 4 })));
    await user.clear(within(form).getByLabelText(/Per day/));
    await user.type(within(form).getByLabelText(/Per day/), '50');
    await user.click(within(form).getByRole('button', { name: 'Save configuration' }));

    expect(await within(form).findByText(CONFIG_CONFLICT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Per waypoint/)).toHaveValue('2.00'));
    expect(within(form).getByLabelText(/Per day/)).toHaveValue('45.00');
  });
});

describe('/retrib calendar override', () => {
  it('adds an override for a picked day, in cents', async () => {
    defaults();
    api.post('retrib/calendar', (req) => [
      200,
      { data: { id: 99, version: 1, comment: null, updatedAt: NOW, ...(req.body as object) } },
    ]);
    const user = userEvent.setup();
    await openRetrib();
    const day = await screen.findAllByRole('button', { pressed: false, name: /^\w+day, 15 / });
    await user.click(day[0]);
    const form = await screen.findByRole('form', { name: /^Override of / });
    expect(within(form).getByLabelText(/Per day/)).toHaveValue('45.00');
    await user.clear(within(form).getByLabelText(/Per day/));
    await user.type(within(form).getByLabelText(/Per day/), '60.10');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Add override' }));
    await waitFor(() => expect(api.calls('POST', 'retrib/calendar')).toHaveLength(1));
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    const body = api.calls('POST', 'retrib/calendar')[0].body as Record<string, unknown>;
    expect(body).toEqual({
      teamId: 1,
      date: expect.stringMatching(/^\d{4}-\d{2}-15$/),
      priceWaypoint: 120,
      priceKm: 35,
      priceDay: 6010,
      extra: 0,
      comment: null,
    });
    // The preview follows the picked date.
    await waitFor(() =>
      expect(api.calls('GET', 'retrib/previewPay').some((r) => r.query.date === body.date)).toBe(true),
    );
  });

  it('shows the refusal of a rate in a closed pay month as the API words it', async () => {
    defaults();
    api.post('retrib/calendar', () => fail(409, 'CONFLICT', 'Pay for 2026-01 is closed: reopen it first'));
    const user = userEvent.setup();
    await openRetrib();
    const day = await screen.findAllByRole('button', { pressed: false, name: /^\w+day, 15 / });
    await user.click(day[0]);
    const form = await screen.findByRole('form', { name: /^Override of / });
    await user.click(within(form).getByRole('button', { name: 'Add override' }));
    expect(await within(form).findByText('Pay for 2026-01 is closed: reopen it first')).toBeInTheDocument();
    expect(within(form).queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('edits an override with its version; on a 409 it says so and reloads the entry', async () => {
    defaults();
    const month = dayjs().format('YYYY-MM');
    const entry = (over: Record<string, unknown> = {}) => ({
      id: 50,
      teamId: 1,
      date: `${month}-10`,
      priceWaypoint: 100,
      priceKm: 20,
      priceDay: 5000,
      extra: 0,
      comment: 'Fair',
      version: 2,
      updatedAt: NOW,
      ...over,
    });
    const calendarWith = (e: ReturnType<typeof entry>) =>
      api.get('retrib/calendar', { team: { id: 1, name: 'Paris Nord' }, config: config(), entries: [e] });
    calendarWith(entry());
    api.post('retrib/calendar', () => fail(409, 'CONFLICT', 'The entry was changed meanwhile'));
    const user = userEvent.setup();
    await openRetrib();
    await user.click(await screen.findByRole('button', { name: / a day: override of \w+, 10 / }));
    const form = await screen.findByRole('form', { name: overrideOf(`${month}-10`) });
    expect(within(form).getByLabelText(/Per day/)).toHaveValue('50.00');
    expect(within(form).getByLabelText('Comment')).toHaveValue('Fair');

    calendarWith(entry({ version: 3, priceDay: 5500 }));
    await user.clear(within(form).getByLabelText(/Per km/));
    await user.type(within(form).getByLabelText(/Per km/), '0.25');
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    expect(await within(form).findByText(/changed by someone else meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Per day/)).toHaveValue('55.00'));
    expect(within(form).getByLabelText(/Per km/)).toHaveValue('0.20');

    api.post('retrib/calendar', (req) => [200, { data: { ...entry({ version: 4 }), ...(req.body as object) } }]);
    await user.click(within(form).getByRole('button', { name: 'Save override' }));
    await waitFor(() => expect(api.calls('POST', 'retrib/calendar')).toHaveLength(2));
    expect(api.calls('POST', 'retrib/calendar')[1].body).toEqual({
      id: 50,
      version: 3,
      priceWaypoint: 100,
      priceKm: 20,
      priceDay: 5500,
      extra: 0,
      comment: 'Fair',
    });
  });

  it('moves between days with the arrow keys and picks one with Enter', async () => {
    defaults();
    const month = dayjs().format('YYYY-MM');
    const user = userEvent.setup();
    await openRetrib();
    await user.click(await screen.findByRole('button', { name: / 10 / }));
    await screen.findByRole('form', { name: overrideOf(`${month}-10`) });
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-date', `${month}-18`);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: overrideOf(`${month}-18`) })).toBeInTheDocument();
  });
});
