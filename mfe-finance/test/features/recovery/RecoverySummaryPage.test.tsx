import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerFilterLists, buildSummaryPage, buildSummaryRow } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;
const calls = () => api.calls('GET', 'finance/recovery/getClientInvoiceSummary');

beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get('finance/recovery/getClientInvoiceSummary', () =>
    ok(
      buildSummaryPage([
        buildSummaryRow(1, { name: 'Acme Pharma' }),
        buildSummaryRow(2, { notDue: 0, totalDue: 250_000 }),
      ]),
    ),
  );
});

describe('/finance/recovery', () => {
  it('shows the buckets per client and the totals row, the sum of the rows', async () => {
    renderArea(<AppRoutes />, { path: '/finance/recovery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance recovery' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Pharma')).toBeInTheDocument();
    expect(calls()[0].query).toEqual({ sort: 'overdue', order: 'desc', page: 1, pageSize: 50 });
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByTestId('total-notDue')).toHaveTextContent('€1,000.00');
    expect(within(totals).getByTestId('total-overdueOver90')).toHaveTextContent('€3,000.00');
    expect(within(totals).getByTestId('total-overdue')).toHaveTextContent('€5,000.00');
    expect(within(totals).getByTestId('total-totalDue')).toHaveTextContent('€6,000.00');
    expect(screen.getByText('Totals of the 2 clients matching (all pages)')).toBeInTheDocument();
  });

  it('sends every filter of the address, in cents for the minimum', async () => {
    renderArea(<AppRoutes />, {
      path: '/finance/recovery?q=acme&agencyId=7&salesAgentId=4&minOverdue=1500.50&onlyOverdue=true&sort=-totalDue&page=2',
    });
    await screen.findByText('Acme Pharma');
    expect(calls().at(-1)?.query).toEqual({
      search: 'acme',
      agencyId: 7,
      salesAgentId: 4,
      minOverdue: 150_050,
      onlyOverdue: true,
      sort: 'totalDue',
      order: 'desc',
      page: 2,
      pageSize: 50,
    });
  });

  it('each filter of the bar reaches the request', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByLabelText('Agency', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Lyon', hidden: true }));
    await waitFor(() => expect(calls().at(-1)?.query.agencyId).toBe(8));
    await user.click(screen.getByRole('checkbox', { name: 'Only clients with overdue' }));
    await waitFor(() => expect(calls().at(-1)?.query.onlyOverdue).toBe(true));
    await user.type(screen.getByLabelText('Minimum overdue (€)'), '250{Enter}');
    await waitFor(() => expect(calls().at(-1)?.query.minOverdue).toBe(25_000));
    expect(calls().at(-1)?.query).toMatchObject({ agencyId: 8, onlyOverdue: true });
  });

  it('a minimum that is not an amount is said and left out of the request', async () => {
    renderArea(<AppRoutes />, { path: '/finance/recovery?minOverdue=lots' });
    expect(await screen.findByText(/is not an amount in euros/)).toBeInTheDocument();
    await screen.findByText('Acme Pharma');
    expect(calls().at(-1)?.query).toEqual({ sort: 'overdue', order: 'desc', page: 1, pageSize: 50 });
  });

  it('sorts on the server by a column header', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery' });
    await screen.findByText('Acme Pharma');
    await user.click(screen.getByRole('button', { name: /Sort by total due/i }));
    await waitFor(() => expect(calls().at(-1)?.query).toMatchObject({ sort: 'totalDue', order: 'asc' }));
  });

  it('says when no client matches, without a totals row', async () => {
    api.get('finance/recovery/getClientInvoiceSummary', () => ok(buildSummaryPage([])));
    renderArea(<AppRoutes />, { path: '/finance/recovery?q=zzz' });
    expect(await screen.findByText('No client matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Totals' })).toBeNull();
  });

  it('shows an error with Retry when the call fails', async () => {
    api.get('finance/recovery/getClientInvoiceSummary', () => fail(500, 'INTERNAL', 'Boom'));
    renderArea(<AppRoutes />, { path: '/finance/recovery' });
    expect(await screen.findByText('The clients could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('lifting blocks in a batch', () => {
  beforeEach(() => {
    api.get('finance/recovery/getClientInvoiceSummary', () =>
      ok(
        buildSummaryPage([
          buildSummaryRow(1, { name: 'Acme Pharma', inRecoverySince: '2026-10-01T08:00:00.000Z' }),
          buildSummaryRow(2, { name: 'Beta Bois' }),
          buildSummaryRow(3, { name: 'Gamma Gaz', inRecoverySince: '2026-10-02T08:00:00.000Z' }),
        ]),
      ),
    );
  });

  it('lifts the ticked clients in recovery, after a confirmation naming them, a reason and a fresh code', async () => {
    let calls = 0;
    api.post('finance/recovery/liftRecoveries', () =>
      ++calls === 1
        ? fail(403, 'step_up_required' as never, 'Type a fresh code from your authenticator app to confirm this action')
        : ok({ lifted: [{ clientId: 1, businessCode: 'CL000001' }], notInRecovery: [{ clientId: 3, businessCode: 'CL000003' }] }),
    );
    api.post('auth/stepUp', () => ok({ stepUpAt: '2026-11-23T10:00:00.000Z', validForSeconds: 300 }));
    const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery' });
    await screen.findByText('Acme Pharma');
    expect(screen.getByRole('button', { name: 'Lift blocks' })).toBeDisabled();
    for (const name of ['Select CL000001 Acme Pharma', 'Select CL000002 Beta Bois', 'Select CL000003 Gamma Gaz'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Lift 2 blocks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the recovery block of 2 clients?' });
    expect(within(dialog).getByTestId('lift-blocks-clients')).toHaveTextContent('CL000001 · Acme Pharma');
    expect(within(dialog).getByTestId('lift-blocks-clients')).not.toHaveTextContent('Beta Bois');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the blocks' }));
    expect(await within(dialog).findByText('Say why the blocks are lifted')).toBeInTheDocument();
    expect(api.calls('POST', 'finance/recovery/liftRecoveries')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Payment plans agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the blocks' }));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm with your authenticator app' });
    await user.type(within(prompt).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', 'finance/recovery/liftRecoveries')).toHaveLength(2));
    expect(api.calls('POST', 'finance/recovery/liftRecoveries')[1].body).toEqual({
      clientIds: [1, 3],
      comment: 'Payment plans agreed',
    });
  });
});
