import { configure, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, WEEK } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// The Today page links to `/planning?week=&day=&anomaly=`: the day summary opens on that day and
// counts that kind of anomaly, shown as a chip that clears it.
let api: FakeApi;
const summaries = () => api.calls('GET', 'planning/getDaySummary');
const DAY = '2026-04-08';

beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
});
afterEach(() => api.restore());

it('day and anomaly from the address choose the summary, and the chip clears the kind', async () => {
  const { user } = renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&day=${DAY}&anomaly=time_without_shift` });
  await screen.findByRole('table', { name: 'Summary of 08/04/2026' });
  expect(summaries().at(-1)?.query).toMatchObject({ date: DAY, anomaly: 'time_without_shift' });
  const chip = 'Only: times worked without a shift';
  expect(screen.getByText(chip)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: `Clear the filter: ${chip}` }));
  await waitFor(() => expect(summaries().at(-1)?.query.anomaly).toBeUndefined());
  expect(summaries().at(-1)?.query).toMatchObject({ date: DAY });
  expect(screen.queryByText(chip)).not.toBeInTheDocument();
  expect(window.location.search).toContain(`day=${DAY}`);
});
