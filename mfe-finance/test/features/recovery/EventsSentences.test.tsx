import { act, configure, screen, within } from '@testing-library/react';
import { setLocale } from '@courier/shared';
import { fakeApi, ok, renderArea } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { AreaIntl } from '../../../src/i18n';
import { buildRecovery } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const event = (eventId: number, kind: string, summary: string, data: unknown) => ({
  eventId,
  at: '2026-11-20T10:00:00Z',
  userName: 'finance',
  kind,
  summary,
  data,
});

afterEach(() => act(() => setLocale('en')));

describe("the recovery page's events", () => {
  it('say each event in the words of the Clients history, in French', async () => {
    act(() => setLocale('fr'));
    const api = fakeApi();
    api.get('finance/recovery/42', buildRecovery(42));
    api.get('finance/recovery/getEventsClient', () =>
      ok({
        items: [
          event(3, 'recovery', 'Disputes the debt: Not delivered', {
            event: 'disputed',
            reason: 'Non livré',
          }),
          event(2, 'reminder', 'Second reminder sent to billing@client.example: INV-2026-000001', {
            level: 2,
            to: 'billing@client.example',
            cc: '',
            invoiceNumbers: 'INV-2026-000001',
          }),
          event(1, 'chat_room', 'Room "Deliveries" opened', { roomId: 3 }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
    );
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/finance/recovery/42' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Événements' }));
    const disputed = await screen.findByText('Conteste la dette : Non livré');
    const timeline = within(disputed.closest<HTMLElement>('.mantine-Timeline-root')!);
    expect(
      timeline.getByText('Deuxième relance envoyée à billing@client.example : INV-2026-000001'),
    ).toBeInTheDocument();
    expect(timeline.getByText('recouvrement')).toBeInTheDocument();
    expect(timeline.getByText('relance')).toBeInTheDocument();
    // A kind without a sentence keeps the English summary written with it.
    expect(timeline.getByText('Room "Deliveries" opened')).toBeInTheDocument();
  });
});
