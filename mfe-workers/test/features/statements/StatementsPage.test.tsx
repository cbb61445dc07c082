import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Notifications, notifications } from '@mantine/notifications';
import { AppRoutes } from '../../../src/app/routes';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const MONTH = '2026-02';
/** The month as the page names it. */
const MONTH_NAME = 'February 2026';
const zero = { day: 0, waypoints: 0, km: 0, extra: 0, paidAbsence: 0 };
const rates = { waypoint: 50, km: 20, day: 1000, extra: 100 };
const day = (over: Record<string, unknown>) => ({
  date: '2026-02-02',
  source: 'config',
  calendarEntryId: null,
  rates,
  shifts: 1,
  unproductiveShifts: 0,
  waypoints: 0,
  km: 0,
  workedMinutes: 0,
  absences: [],
  status: 'unpaid',
  breakdown: zero,
  total: 0,
  ...over,
});
const statement = {
  worker: { id: 7, shortCode: 'PAR-0007', name: 'Alice Martin', team: { id: 3, name: 'Paris Nord' } },
  days: [
    day({
      waypoints: 15,
      km: 30,
      workedMinutes: 420,
      status: 'worked',
      breakdown: { day: 1000, waypoints: 750, km: 600, extra: 100, paidAbsence: 0 },
      total: 2450,
    }),
    day({ date: '2026-02-04', shifts: 0, unproductiveShifts: 1, workedMinutes: 240 }),
    day({
      date: '2026-02-06',
      shifts: 0,
      absences: [{ workerTimeId: 9, gtaType: { id: 2, name: 'Paid leave' }, minutes: 480, paid: true }],
      status: 'paidAbsence',
      breakdown: { ...zero, paidAbsence: 1000 },
      total: 1000,
    }),
  ],
  totals: {
    day: 1000,
    waypoints: 750,
    km: 600,
    extra: 100,
    paidAbsence: 1000,
    paidDays: 1,
    waypointsCount: 15,
    kmCount: 30,
    paidAbsenceDays: 1,
    total: 3450,
  },
  anomalies: [
    {
      kind: 'time_without_shift',
      workerId: 7,
      date: '2026-02-09',
      shiftId: null,
      otherShiftId: null,
      workerTimeId: 12,
      minutes: null,
      message: 'Time worked from 09:00 without a planned shift',
    },
  ],
};

let api: FakeApi;
let closed: { closedAt: string; closedBy: string | null } | null;

beforeEach(() => {
  api = fakeApi();
  closed = null;
  api.get('retrib/statements/getStatements', (req) => [
    200,
    { data: { month: String(req.query.month), closed, statements: [statement] } },
  ]);
  api.get('workers/getWorkersLight', [{ id: 7, shortCode: 'PAR-0007', name: 'Alice Martin' }]);
  api.post('retrib/statements/closeMonth', (req) => {
    closed = { closedAt: '2026-03-02T09:00:00.000Z', closedBy: 'Rita Retrib' };
    return [200, { data: { month: (req.body as { month: string }).month, closed, changes: [] } }];
  });
});

const bob = {
  ...statement,
  worker: { id: 8, shortCode: 'PAR-0008', name: 'Bob Leroy', team: { id: 3, name: 'Paris Nord' } },
  totals: { ...statement.totals, paidDays: 3, day: 3000, paidAbsence: 0, total: 5450 },
  anomalies: [],
};

describe('/retrib/statements of a team or an agency', () => {
  beforeEach(() => {
    api.get('retrib/statements/getStatements', (req) => [
      200,
      { data: { month: String(req.query.month), closed, statements: [statement, bob] } },
    ]);
  });

  it('shows a summary row per worker (days, amounts by kind, total), not every statement stacked', async () => {
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&teamId=3` });
    const summary = await screen.findByRole('table', { name: `Pay of ${MONTH_NAME} per worker` });
    expect(api.calls('GET', 'retrib/statements/getStatements')[0].query).toEqual({ month: MONTH, teamId: 3 });
    const headers = within(summary).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 9)).toEqual([
      'Worker',
      'Team',
      'Days worked',
      'Days (€)',
      'Waypoints (€)',
      'Km (€)',
      'Extra (€)',
      'Paid absences (€)',
      'Total',
    ]);
    const alice = within(summary).getByRole('link', { name: 'Alice Martin (PAR-0007)' }).closest('tr')!;
    expect(alice).toHaveTextContent('€10.00');
    expect(within(alice).getByTestId('summary-total-7')).toHaveTextContent('€34.50');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('€89.00');
    // No statement is open until its row is followed.
    expect(screen.queryByRole('table', { name: 'Pay of Alice Martin per day' })).toBeNull();
  });

  it("opens a worker's statement from its row, the row a real link kept in the address", async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&agencyId=2` });
    const link = await screen.findByRole('link', { name: 'Bob Leroy (PAR-0008)' });
    expect(link).toHaveAttribute('href', expect.stringContaining('statement=8'));
    expect(link).toHaveAttribute('href', expect.stringContaining('agencyId=2'));
    await user.click(link);
    const drawer = await screen.findByRole('dialog', { name: 'Bob Leroy (PAR-0008) · Paris Nord' });
    expect(within(drawer).getByRole('table', { name: 'Pay of Bob Leroy per day' })).toBeInTheDocument();
    expect(within(drawer).getByTestId('statement-total-8')).toHaveTextContent('€54.50');
    expect(window.location.search).toContain('statement=8');
    await user.click(within(drawer).getByRole('button', { name: 'Close the statement' }));
    await waitFor(() => expect(window.location.search).not.toContain('statement='));
  });

  it('downloads every statement of the selection as one PDF made by the server', async () => {
    api.get('retrib/statements/getStatementsPdf', {
      fileName: 'pay-statements-2026-02-agency-2.pdf',
      contentType: 'application/pdf',
      content: btoa('%PDF-1.3'),
    });
    const created = jest.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&agencyId=2` });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of all 2 statements' }));
    await waitFor(() => expect(api.calls('GET', 'retrib/statements/getStatementsPdf')).toHaveLength(1));
    expect(api.calls('GET', 'retrib/statements/getStatementsPdf')[0].query).toEqual({ month: MONTH, agencyId: 2 });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0][0].type).toBe('application/pdf');
    // One worker's single PDF is not asked for.
    expect(api.calls('GET', 'retrib/statements/getStatementPdf')).toHaveLength(0);
  });

  it('says when the PDF of the selection cannot be made', async () => {
    api.get('retrib/statements/getStatementsPdf', () => fail(404, 'NOT_FOUND', 'No pay statement in 2026-02'));
    const user = userEvent.setup();
    renderArea(
      <>
        <AppRoutes />
        <Notifications />
      </>,
      { path: `/retrib/statements?month=${MONTH}&teamId=3` },
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF of all 2 statements' }));
    expect(await screen.findByText('The PDF could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('No pay statement in 2026-02')).toBeInTheDocument();
  });

  it('prints every statement of the selection at once from the browser', async () => {
    const user = userEvent.setup();
    const sheets: string[][] = [];
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      const area = screen.getByTestId('statements-print');
      sheets.push(within(area).getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? ''));
    });
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&teamId=3` });
    await user.click(await screen.findByRole('button', { name: 'Print all 2 statements' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(sheets).toEqual([['Alice Martin (PAR-0007) · Paris Nord', 'Bob Leroy (PAR-0008) · Paris Nord']]);
    // The sheets leave the page once printed.
    await waitFor(() => expect(screen.queryByTestId('statements-print')).toBeNull());
    print.mockRestore();
  });
});

describe('/retrib/statements', () => {
  it('asks for a worker first, on last month by default', async () => {
    renderArea(<AppRoutes />, { path: '/retrib/statements' });
    expect(await screen.findByText('Pick a worker, a team or an agency')).toBeInTheDocument();
    const lastMonth = dayjs().subtract(1, 'month');
    expect(screen.getByLabelText('Month', { selector: 'input' })).toHaveValue(lastMonth.format('MMMM YYYY'));
    expect(api.calls('GET', 'retrib/statements/getStatements')).toHaveLength(0);
  });

  it("shows a worker's days, totals and anomalies", async () => {
    api.get('workers/getWorkersLight', []);
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&workerId=7` });
    const table = await screen.findByRole('table', { name: 'Pay of Alice Martin per day' });
    expect(api.calls('GET', 'retrib/statements/getStatements')[0].query).toEqual({
      month: MONTH,
      workerId: 7,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('02/02/2026');
    expect(rows[1]).toHaveTextContent('€24.50');
    expect(rows[2]).toHaveTextContent('1 unproductive');
    expect(rows[2]).toHaveTextContent('Not paid');
    expect(rows[3]).toHaveTextContent('Paid leave (paid)');
    expect(screen.getByTestId('statement-total-7')).toHaveTextContent('€34.50');
    expect(screen.getByText('Anomalies (1)')).toBeInTheDocument();
    expect(screen.getByText(/without a planned shift/)).toBeInTheDocument();
    expect(screen.getByTestId('month-status')).toHaveTextContent('Open');
    // The picker names the worker shown even when its list (the first workers) does not hold them.
    expect(screen.getByRole('combobox', { name: 'Worker' })).toHaveValue('Alice Martin (PAR-0007)');
  });

  it('closes the month after a confirmation', async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&workerId=7` });
    // The control says it closes the whole month, for every worker, not only the one shown.
    await user.click(await screen.findByRole('button', { name: `Close ${MONTH_NAME} for everyone` }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${MONTH_NAME}?` });
    expect(api.calls('POST', 'retrib/statements/closeMonth')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: `Close ${MONTH_NAME} for everyone` }));
    await waitFor(() => expect(api.calls('POST', 'retrib/statements/closeMonth')).toHaveLength(1));
    expect(api.calls('POST', 'retrib/statements/closeMonth')[0].body).toEqual({ month: MONTH });
    await waitFor(() =>
      expect(screen.getByTestId('month-status')).toHaveTextContent('Closed 02/03/2026 by Rita Retrib'),
    );
    expect(screen.getByText('Statements, PDFs and payroll CSV as stored at closing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen month' })).toBeInTheDocument();
  });

  it('reopens only with a reason, and shows a refusal', async () => {
    closed = { closedAt: '2026-03-02T09:00:00.000Z', closedBy: null };
    api.post('retrib/statements/reopenMonth', () => fail(409, 'CONFLICT', 'Pay for 2026-02 is not closed'));
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&workerId=7` });
    await user.click(await screen.findByRole('button', { name: 'Reopen month' }));
    const dialog = await screen.findByRole('dialog', { name: `Reopen ${MONTH_NAME}?` });
    await user.click(within(dialog).getByRole('button', { name: `Reopen ${MONTH_NAME}` }));
    expect(await within(dialog).findByText('Say why the month is reopened')).toBeInTheDocument();
    expect(api.calls('POST', 'retrib/statements/reopenMonth')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Missed a time');
    await user.click(within(dialog).getByRole('button', { name: `Reopen ${MONTH_NAME}` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pay for 2026-02 is not closed');
    expect(api.calls('POST', 'retrib/statements/reopenMonth')[0].body).toEqual({
      month: MONTH,
      reason: 'Missed a time',
    });
  });

  it('reopening asks for a fresh authenticator code when the server wants one, then reopens', async () => {
    closed = { closedAt: '2026-03-02T09:00:00.000Z', closedBy: null };
    let calls = 0;
    api.post('retrib/statements/reopenMonth', () =>
      ++calls === 1
        ? fail(403, 'step_up_required' as never, 'Type a fresh code from your authenticator app to confirm this action')
        : ok({ closed: null, changes: [] }),
    );
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-03-02T10:00:00.000Z', validForSeconds: 300 }));
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&workerId=7` });
    await user.click(await screen.findByRole('button', { name: 'Reopen month' }));
    const dialog = await screen.findByRole('dialog', { name: `Reopen ${MONTH_NAME}?` });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Missed a time');
    await user.click(within(dialog).getByRole('button', { name: `Reopen ${MONTH_NAME}` }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(prompt).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', 'retrib/statements/reopenMonth')).toHaveLength(2));
    expect(api.calls('POST', 'auth/stepUp')[0].body).toEqual({ code: '123456' });
  });

  it('downloads the PDF and the payroll CSV', async () => {
    api.get('retrib/statements/getStatementPdf', {
      fileName: 'pay-statement-2026-02-PAR-0007.pdf',
      contentType: 'application/pdf',
      content: btoa('%PDF-1.3'),
    });
    api.get('retrib/statements/getPayrollCsv', {
      fileName: 'payroll-2026-02.csv',
      contentType: 'text/csv',
      content: 'month\r\n',
    });
    const created = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: `/retrib/statements?month=${MONTH}&workerId=7` });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.calls('GET', 'retrib/statements/getStatementPdf')).toHaveLength(1));
    expect(api.calls('GET', 'retrib/statements/getStatementPdf')[0].query).toEqual({
      month: MONTH,
      workerId: 7,
    });
    await user.click(screen.getByRole('button', { name: `Download payroll CSV (${MONTH_NAME})` }));
    await waitFor(() => expect(api.calls('GET', 'retrib/statements/getPayrollCsv')).toHaveLength(1));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
  });

  it("says once when a worker's PDF or the payroll CSV cannot be downloaded", async () => {
    api.get('retrib/statements/getStatementPdf', () => fail(404, 'NOT_FOUND', 'No statement of PAR-0007'));
    api.get('retrib/statements/getPayrollCsv', () => fail(404, 'NOT_FOUND', 'No payroll for 2026-02'));
    // The notifications store outlives a test: start from none.
    notifications.clean();
    const user = userEvent.setup();
    renderArea(
      <>
        <AppRoutes />
        <Notifications />
      </>,
      { path: `/retrib/statements?month=${MONTH}&workerId=7` },
    );
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be downloaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Download payroll CSV (${MONTH_NAME})` }));
    expect(await screen.findByText('The CSV could not be downloaded')).toBeInTheDocument();
    // The portal's generic error toast stays quiet: each server message is shown once.
    expect(screen.getAllByText('No statement of PAR-0007')).toHaveLength(1);
    expect(screen.getAllByText('No payroll for 2026-02')).toHaveLength(1);
  });

  it('is linked from the pay rates page', async () => {
    api.get('retrib/getTeamList', []);
    api.get('retrib/getServicesAndOptions', []);
    renderArea(<AppRoutes />, { path: '/retrib' });
    expect(await screen.findByRole('link', { name: 'Pay statements' })).toHaveAttribute(
      'href',
      '/retrib/statements',
    );
  });
});
