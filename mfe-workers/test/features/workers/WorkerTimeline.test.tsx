import { act, configure, screen } from '@testing-library/react';
import { buildPage, fakeApi, renderArea } from '@courier/shared/testing';
import { setLocale } from '@courier/shared';
import { AreaIntl } from '../../../src/i18n';
import { WorkerEventsPanel } from '../../../src/features/workers/components/WorkerEventsPanel';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const worker = { id: 42, shortCode: 'PAR-0042', name: 'Jeanne Dupont' };
const event = (id: number, kind: string, summary: string, data: unknown) => ({
  id,
  at: '2026-11-20T09:00:00.000Z',
  worker,
  userId: 1,
  userName: 'Admin',
  userLogin: 'admin',
  kind,
  summary,
  data,
});

/** The timeline's events: each kind with its values, one old event without them, one unknown kind. */
const EVENTS = [
  event(1, 'created', 'Worker created: PAR-0042 Jeanne Dupont', { shortCode: 'PAR-0042', name: 'Jeanne Dupont' }),
  event(2, 'updated', 'Changed: city, teamId', { changes: {}, fields: ['city', 'teamId'] }),
  event(3, 'deactivated', 'Made inactive; changed: activityStatus, leftOn', { fields: ['activityStatus', 'leftOn'] }),
  event(4, 'photo_uploaded', 'Photo updated (me.png)', { fileName: 'me.png' }),
  event(5, 'photo_uploaded', 'Photo updated', { fileName: null }),
  event(6, 'vehicle_assigned', 'Vehicle VH-0001 assigned', { vehicleId: 1, vehicleShortCode: 'VH-0001' }),
  event(7, 'vehicle_dissociated', 'Vehicle VH-0001 given back', { vehicleId: 1, vehicleShortCode: 'VH-0001' }),
  event(8, 'shift_deleted', 'Shift 9 of 2026-11-18 (08:00–12:00, client 5) deleted: sick', {
    shiftId: 9,
    date: '2026-11-18',
    startTime: '08:00',
    endTime: '12:00',
    clientId: 5,
    comment: 'malade',
  }),
  event(9, 'shift_unproductive', 'Shift 9 of 2026-11-18 switched to unproductive: rain', { shiftId: 9, date: '2026-11-18', comment: 'pluie' }),
  event(10, 'worker_time_deleted', 'Worker time 3 of 2026-11-18 deleted: typo', { workerTimeId: 3, date: '2026-11-18', comment: 'erreur' }),
  event(11, 'vehicle_assigned', 'Vehicle VH-0009 assigned', { vehicleId: 9 }),
  event(12, 'badge_printed', 'Badge printed', null),
  event(13, 'contract_set', 'Contract set: cdd until 2026-12-31', { contractKind: 'cdd', startDate: null, endDate: '2026-12-31' }),
  event(14, 'document_added', 'Document added: residence_permit', { documentId: 3, documentKind: 'residence_permit', expiresOn: null }),
];

function renderTimeline() {
  fakeApi().get('workers/getWorkersEvents', buildPage(EVENTS));
  renderArea(
    <AreaIntl>
      <WorkerEventsPanel workerId={42} />
    </AreaIntl>,
  );
}

describe("the worker's timeline", () => {
  afterEach(() => act(() => setLocale('en')));

  it('says each event in French from its kind and values', async () => {
    act(() => setLocale('fr'));
    renderTimeline();
    expect(await screen.findByText('Coursier créé : PAR-0042 Jeanne Dupont')).toBeInTheDocument();
    expect(screen.getByText('Modifié : Ville, Équipe')).toBeInTheDocument();
    expect(screen.getByText('Rendu inactif ; modifié : Statut, Date de départ')).toBeInTheDocument();
    expect(screen.getByText('Photo mise à jour (me.png)')).toBeInTheDocument();
    expect(screen.getByText('Photo mise à jour')).toBeInTheDocument();
    expect(screen.getByText('Véhicule VH-0001 attribué')).toBeInTheDocument();
    expect(screen.getByText('Véhicule VH-0001 rendu')).toBeInTheDocument();
    expect(screen.getByText(/^Tournée 9 du .*18.* \(08:00–12:00, client 5\) supprimée : malade$/)).toBeInTheDocument();
    expect(screen.getByText(/^Tournée 9 du .*18.* passée en improductive : pluie$/)).toBeInTheDocument();
    expect(screen.getByText(/^Temps travaillé 3 du .*18.* supprimé : erreur$/)).toBeInTheDocument();
    expect(screen.getByText('Tournée supprimée')).toBeInTheDocument();
    expect(screen.getByText(/^Contrat enregistré : CDD, jusqu’au .*31.*$/)).toBeInTheDocument();
    expect(screen.getByText('Document ajouté : Titre de séjour / autorisation de travail')).toBeInTheDocument();
  });

  it("falls back to the API's summary for old events and unknown kinds", async () => {
    act(() => setLocale('fr'));
    renderTimeline();
    expect(await screen.findByText('Vehicle VH-0009 assigned')).toBeInTheDocument();
    expect(screen.getByText('Badge printed')).toBeInTheDocument();
  });

  it('says the same events in English', async () => {
    renderTimeline();
    expect(await screen.findByText('Worker created: PAR-0042 Jeanne Dupont')).toBeInTheDocument();
    expect(screen.getByText('Changed: City, Team')).toBeInTheDocument();
    expect(screen.getByText('Photo updated (me.png)')).toBeInTheDocument();
  });
});
