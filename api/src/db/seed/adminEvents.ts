import { sql } from 'kysely';
import type { Executor } from '../executor';
import { insertRows, type Row } from './bulk';
import { addDays, parisDate, parisInstant } from '../../domain/dates';
import { streams } from './random';

const ACTIONS: [action: string, targetType: string, summary: string][] = [
  ['workers.add', 'worker', 'Coursier créé'],
  ['workers.update', 'worker', 'Fiche coursier modifiée'],
  ['workers.uploadPhoto', 'worker', 'Photo mise à jour'],
  ['vehicles.add', 'vehicle', 'Véhicule créé'],
  ['vehicles.update', 'vehicle', 'Véhicule modifié'],
  ['vehicles.addComment', 'vehicle', 'Commentaire ajouté'],
  ['vehicles.dissociate', 'vehicle', 'Véhicule dissocié'],
  ['retrib.updateTeamConfig', 'team', 'Rétributions de l’équipe modifiées'],
  ['retrib.calendar', 'team', 'Tarif du jour modifié'],
  ['clients.add', 'client', 'Client créé'],
  ['clients.update', 'client', 'Client modifié'],
  ['clients.closeAccount', 'client', 'Compte fermé'],
  ['clients.reactivateAccount', 'client', 'Compte réactivé'],
  ['clients.createInvoiceCredit', 'invoice', 'Avoir demandé (à valider par la finance)'],
  ['clients.sendInvoice', 'invoice', 'Facture envoyée'],
  ['finance.addNote', 'client', 'Note de recouvrement ajoutée'],
  ['cfrUsers.add', 'cfr_user', 'Utilisateur client créé'],
  ['cfrUsers.inactivate', 'cfr_user', 'Utilisateur client désactivé'],
  ['planning.createShift', 'shift', 'Shift planifié'],
  ['planning.moveShift', 'shift', 'Shift déplacé'],
  ['planning.deleteShift', 'shift', 'Shift supprimé'],
  ['planning.addWorkerTime', 'worker_time', 'Temps saisi'],
  ['regularMissions.update', 'regular_mission', 'Mission régulière modifiée'],
  ['settings.update', 'setting', 'Liste de paramètres modifiée'],
];

/**
 * Bulk-inserts `count` synthetic admin events (various actions, every staff user, spread
 * over the past year, newest near `today`) for the benchmarks. Deterministic for a given
 * count, today and set of staff users.
 */
export async function seedAdminEvents(
  db: Executor,
  count: number,
  options: { today?: Date } = {},
): Promise<void> {
  const { rng } = streams('adminEvents');
  const today = parisDate(options.today ?? new Date());
  const users = (await sql<{ id: number }>`select id from staff_users order by id`.execute(db)).rows.map(
    (r) => r.id,
  );
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const [action, targetType, summary] = rng.pick(ACTIONS);
    rows.push({
      at: parisInstant(addDays(today, -rng.int(0, 365)), rng.int(7 * 60, 20 * 60)),
      user_id: users.length && rng.chance(0.98) ? rng.pick(users) : null,
      action,
      target_type: targetType,
      target_id: String(rng.int(1, 20_000)),
      summary,
    });
  }
  rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  await insertRows(
    db,
    'admin_events',
    {
      at: 'timestamptz',
      user_id: 'int4',
      action: 'text',
      target_type: 'text',
      target_id: 'text',
      summary: 'text',
    },
    rows,
  );
}
