import { configure, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerFilterLists, buildSummaryPage, buildSummaryRow } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The Today page's links filter the recovery list on what its widgets count: the filters stay
// in the address, are sent to the server, and show as chips the user can clear.
let api: FakeApi;
const calls = () => api.calls('GET', 'finance/recovery/getClientInvoiceSummary');

beforeEach(() => {
  api = fakeApi();
  answerFilterLists(api);
  api.get('finance/recovery/getClientInvoiceSummary', () => ok(buildSummaryPage([buildSummaryRow(1, { name: 'Acme Pharma' })])));
});

it('remindersDue and inRecoverySince from the address are sent, shown as chips, and cleared by them', async () => {
  const { user } = renderArea(<AppRoutes />, { path: '/finance/recovery?remindersDue=true&inRecoverySince=2026-11-26' });
  await screen.findByText('Acme Pharma');
  expect(calls().at(-1)?.query).toMatchObject({ remindersDue: true, inRecoverySince: '2026-11-26' });
  expect(screen.getByText('Reminders due')).toBeInTheDocument();
  expect(screen.getByText('In recovery since 26/11/2026')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear the filter: Reminders due' }));
  await waitFor(() => expect(calls().at(-1)?.query.remindersDue).toBeUndefined());
  expect(calls().at(-1)?.query).toMatchObject({ inRecoverySince: '2026-11-26' });
  expect(window.location.search).not.toContain('remindersDue');

  await user.click(screen.getByRole('button', { name: 'Clear the filter: In recovery since 26/11/2026' }));
  await waitFor(() => expect(calls().at(-1)?.query.inRecoverySince).toBeUndefined());
  expect(screen.queryByText('Reminders due')).not.toBeInTheDocument();
});
