import { act, configure, screen, within } from '@testing-library/react';
import { setLocale } from '@courier/shared';
import { fakeApi, renderArea } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { AreaIntl } from '../../../src/i18n';
import { answerClientLists, buildClient } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const AT = '2026-11-20T10:00:00+01:00';
const event = (eventId: number, kind: string, summary: string, data: unknown) => ({
  eventId,
  at: AT,
  userName: 'Alice',
  kind,
  summary,
  data,
});

/** The client's timeline: its rows' sentences, newest first. */
async function timelineRows(events: ReturnType<typeof event>[]) {
  const api = fakeApi();
  answerClientLists(api);
  api.get('clients/42', buildClient(42, { events }));
  const { user } = renderArea(
    <AreaIntl>
      <AppRoutes />
    </AreaIntl>,
    { path: '/clients/42' },
  );
  await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
  await user.click(screen.getByRole('tab', { name: /historique|timeline/i }));
  const timeline = await screen.findByLabelText(/^(Historique|Timeline)$/);
  return within(timeline);
}

afterEach(() => act(() => setLocale('en')));

describe("a client's timeline", () => {
  it('says each event in French from the values stored with it', async () => {
    act(() => setLocale('fr'));
    const rows = await timelineRows([
      event(5, 'credit_note', 'Credit note AV-2026-000003 of 120.50 EUR against INV-2026-000001: Damaged (request #1234 by Bob, approved by Alice)', {
        event: 'approved',
        number: 'AV-2026-000003',
        amountCents: 12050,
        invoiceNumber: 'INV-2026-000001',
        comment: 'Colis abîmé',
        requestId: 1234,
        requestedBy: 'Bob',
        approvedBy: 'Alice',
      }),
      event(4, 'invoice', 'INV-2026-000001 sent to billing@client.example', {
        event: 'sent',
        invoiceNumber: 'INV-2026-000001',
        to: 'billing@client.example',
        cc: '',
      }),
      event(3, 'recovery', 'Recovery block lifted (with 2 other clients): Paid by phone', {
        event: 'lifted',
        comment: 'Payé par téléphone',
        others: 2,
      }),
      event(2, 'cfr_user', 'Client-side user eve@client.example: made inactive; 1 session(s) ended', {
        event: 'inactivated',
        email: 'eve@client.example',
        sessions: 1,
      }),
      event(1, 'closed', 'Account closed: Moved away', { comment: 'Déménagé' }),
    ]);
    expect(
      rows.getByText(
        /^Avoir AV-2026-000003 de 120,50\s€ sur INV-2026-000001 : Colis abîmé \(demande n° 1234 de Bob, approuvée par Alice\)$/,
      ),
    ).toBeInTheDocument();
    expect(rows.getByText('INV-2026-000001 envoyée à billing@client.example')).toBeInTheDocument();
    expect(rows.getByText('Blocage de recouvrement levé (avec 2 autres clients) : Payé par téléphone')).toBeInTheDocument();
    expect(rows.getByText('Utilisateur client eve@client.example : désactivé ; 1 session fermée')).toBeInTheDocument();
    expect(rows.getByText('Compte fermé : Déménagé')).toBeInTheDocument();
    expect(rows.getByText('avoir')).toBeInTheDocument();
    expect(rows.getByText('recouvrement')).toBeInTheDocument();
    expect(rows.queryByText(/Recovery block lifted/)).not.toBeInTheDocument();
  });

  it('keeps the English summary of old rows and of kinds it has no sentence for', async () => {
    act(() => setLocale('fr'));
    const rows = await timelineRows([
      event(2, 'chat_room', 'Room "Deliveries" opened', { roomId: 3 }),
      event(1, 'invoice', 'Invoice INV-2025-000010 issued: 50.00 EUR', null),
    ]);
    expect(rows.getByText('Room "Deliveries" opened')).toBeInTheDocument();
    expect(rows.getByText('Invoice INV-2025-000010 issued: 50.00 EUR')).toBeInTheDocument();
  });

  it('says the same event in English in an English page', async () => {
    const rows = await timelineRows([
      event(1, 'invoice', 'unused', { event: 'issued', invoiceNumber: 'INV-2026-000002', amountCents: 123456 }),
    ]);
    expect(rows.getByText(/^Invoice INV-2026-000002 issued: €1,234\.56$/)).toBeInTheDocument();
  });
});
