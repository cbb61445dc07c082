import { insertRows, type Row } from './bulk';
import type { ClientInfo } from './clients';
import { author, type SeedContext } from './context';
import { addDays, hhmm, isoWeekday, parisInstant } from '../../domain/dates';
import { streams } from './random';
import { backfillPlanning } from '../migrations/0006_planning';

const MISSION_NAMES = [
  'Tournée matin',
  'Tournée après-midi',
  'Navette courrier',
  'Levée de courrier',
  'Livraison pharmacie',
  'Collecte colis',
  'Navette inter-sites',
  'Livraison repas',
  'Dépôt bancaire',
  'Plis urgents',
];
const WEEKDAY_PATTERNS = [
  [1, 2, 3, 4, 5],
  [1, 2, 3, 4, 5],
  [1, 3, 5],
  [2, 4],
  [1, 2, 3, 4, 5, 6],
  [6, 7],
  [1],
];

/** Regular missions of active clients. */
export async function seedRegularMissions(ctx: SeedContext, infos: ClientInfo[]): Promise<void> {
  const { db, sizes } = ctx;
  const { rng } = streams('regularMissions');
  const active = infos.filter((c) => c.active);
  const rows: Row[] = [];
  for (let i = 0; i < sizes.regularMissions; i++) {
    const client = rng.pick(active);
    const start = 6 * 60 + 15 * rng.int(0, 40);
    const end = start + 15 * rng.int(4, 16);
    const weekdays = rng.pick(WEEKDAY_PATTERNS);
    const name = rng.pick(MISSION_NAMES);
    const waypoints = rng.int(5, 40);
    const km = rng.int(5, 80);
    const isActive = rng.chance(0.85);
    rows.push({
      id: i + 1,
      client_id: client.id,
      site_id: client.sites.length && rng.chance(0.5) ? rng.pick(client.sites) : null,
      name,
      weekdays,
      start_time: hhmm(start),
      end_time: hhmm(Math.min(end, 23 * 60 + 45)),
      expected_waypoints: waypoints,
      expected_km: km,
      comment: rng.chance(0.2)
        ? rng.pick(['Badge à l’accueil', 'Quai n°3', 'Appeler 10 min avant', 'Colis fragiles'])
        : null,
      is_active: isActive,
    });
    if (isActive)
      ctx.regularMissions.push({ id: i + 1, clientId: client.id, name, weekdays, start, end, waypoints, km });
  }
  await insertRows(
    db,
    'regular_missions',
    {
      id: 'int4',
      client_id: 'int4',
      site_id: 'int4',
      name: 'text',
      weekdays: 'int2[]',
      start_time: 'time',
      end_time: 'time',
      expected_waypoints: 'int4',
      expected_km: 'int4',
      comment: 'text',
      is_active: 'bool',
    },
    rows,
  );
  // The price lists' amounts and each regular mission's usual courier (migration 0006).
  await backfillPlanning(db);
}

/**
 * Shifts with their missions and the worker times recorded against them, over the weeks
 * around today, with the anomalies planners must see: shifts without time, times without
 * shift, gaps over 15 minutes, a few overlapping shifts; plus unproductive shifts.
 */
export async function seedPlanning(ctx: SeedContext): Promise<void> {
  const { db, sizes, today, now } = ctx;
  const { rng } = streams('planning');
  const activeClients = ctx.clients.filter((c) => c.active).map((c) => c.id);
  const regularByClient = new Map<number, SeedContext['regularMissions']>();
  for (const m of ctx.regularMissions) {
    const list = regularByClient.get(m.clientId) ?? [];
    list.push(m);
    regularByClient.set(m.clientId, list);
  }
  const withRegular = [...regularByClient.keys()];
  const workers = ctx.workers.filter((w) => w.active);
  const usual = new Map<number, number[]>();
  for (const w of workers) {
    const picks: number[] = [];
    for (let k = rng.int(1, 3); k > 0; k--)
      picks.push(withRegular.length && rng.chance(0.7) ? rng.pick(withRegular) : rng.pick(activeClients));
    usual.set(w.id, picks);
  }

  const shifts: Row[] = [];
  const missions: Row[] = [];
  const times: Row[] = [];
  const events: Row[] = [];
  const shiftTypes = ctx.ref.shiftTypes;
  const nowMs = now.getTime();

  const addShift = (workerId: number, clientId: number, date: string, start: number, end: number) => {
    const id = shifts.length + 1;
    const startsAt = parisInstant(date, start);
    const endsAt = parisInstant(date, end);
    const past = endsAt.getTime() < nowMs;
    const unproductive = past && rng.chance(0.03);
    shifts.push({
      id,
      worker_id: workerId,
      client_id: clientId,
      shift_type_id: rng.chance(0.7) ? shiftTypes[0] : rng.pick(shiftTypes),
      date,
      starts_at: startsAt,
      ends_at: endsAt,
      unproductive,
      unproductive_comment: unproductive
        ? rng.pick([
            'Client fermé à l’arrivée',
            'Véhicule en panne',
            'Aucun colis à enlever',
            'Accès refusé au site',
          ])
        : null,
      comment: rng.chance(0.05)
        ? rng.pick(['Remplace un collègue', 'Prévoir le badge', 'Client VIP', 'Tournée allégée'])
        : null,
      created_by: author(ctx, rng),
    });
    const regular = (regularByClient.get(clientId) ?? []).filter((m) =>
      m.weekdays.includes(isoWeekday(date)),
    );
    for (let k = rng.int(1, 3); k > 0; k--) {
      const m = k === 1 && regular.length ? rng.pick(regular) : undefined;
      missions.push({
        shift_id: id,
        regular_mission_id: m?.id ?? null,
        name: m?.name ?? rng.pick(MISSION_NAMES),
        waypoints: m ? Math.max(0, m.waypoints + rng.int(-3, 3)) : rng.int(3, 45),
        km: m ? Math.max(0, m.km + rng.int(-5, 5)) : rng.int(2, 120),
      });
    }
    // The time actually worked, when it has started.
    if (startsAt.getTime() > nowMs || rng.chance(0.04)) return;
    const gap = rng.chance(0.05);
    const startedAt = new Date(startsAt.getTime() + (gap ? rng.int(20, 60) : rng.int(-10, 10)) * 60_000);
    const endedMs =
      endsAt.getTime() + (gap && rng.chance(0.5) ? -rng.int(20, 60) : rng.int(-10, 10)) * 60_000;
    times.push({
      worker_id: workerId,
      date,
      started_at: startedAt,
      ended_at: endedMs <= nowMs ? new Date(Math.max(endedMs, startedAt.getTime() + 60_000)) : null,
      gta_type_id: ctx.ref.gtaWork,
      comment:
        gap && rng.chance(0.5)
          ? rng.pick(['Retard signalé', 'Bouchons périphérique', 'Départ anticipé'])
          : null,
      created_by: null,
    });
  };

  for (let offset = -sizes.shiftDaysBack; offset <= sizes.shiftDaysAhead; offset++) {
    const date = addDays(today, offset);
    const weekend = isoWeekday(date) >= 6;
    for (const w of workers) {
      if (w.hiredOn > date) continue;
      if (!rng.chance(weekend ? 0.3 : 0.88)) {
        // Days off: now and then an absence, or a time recorded without any shift (anomaly).
        if (offset < 0 && rng.chance(0.03)) {
          const absence = rng.chance(0.6);
          times.push({
            worker_id: w.id,
            date,
            started_at: parisInstant(date, absence ? 9 * 60 : 8 * 60),
            ended_at: parisInstant(date, absence ? 17 * 60 : 12 * 60),
            gta_type_id: absence ? rng.pick(ctx.ref.gtaAbsences) : ctx.ref.gtaWork,
            comment: absence ? null : 'Renfort non planifié',
            created_by: author(ctx, rng),
          });
        }
        continue;
      }
      const clients = usual.get(w.id) as number[];
      const clientId = rng.pick(clients);
      const start = 6 * 60 + 15 * rng.int(0, 16);
      const end = start + 15 * rng.int(16, 36);
      addShift(w.id, clientId, date, start, end);
      if (rng.chance(0.08) && end < 19 * 60) {
        const second = end + 30 + 15 * rng.int(0, 4);
        addShift(w.id, rng.pick(activeClients), date, second, second + 15 * rng.int(8, 16));
      } else if (rng.chance(0.01)) {
        addShift(w.id, rng.pick(activeClients), date, start + 60, start + 60 + 15 * rng.int(8, 16));
      }
    }
  }

  // A few deletions, kept in the workers' timelines with their comments.
  for (let k = 0; k < Math.max(5, Math.floor(workers.length / 10)); k++) {
    const w = rng.pick(workers);
    const date = addDays(today, -rng.int(1, sizes.shiftDaysBack));
    events.push({
      worker_id: w.id,
      at: parisInstant(date, rng.int(7 * 60, 19 * 60)),
      user_id: author(ctx, rng),
      kind: rng.chance(0.5) ? 'shift_deleted' : 'worker_time_deleted',
      summary: `Supprimé le ${date} : ${rng.pick(['Doublon', 'Client a annulé', 'Saisie erronée', 'Arrêt maladie'])}`,
    });
  }

  await insertRows(
    db,
    'shifts',
    {
      id: 'int4',
      worker_id: 'int4',
      client_id: 'int4',
      shift_type_id: 'int4',
      date: 'date',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
      unproductive: 'bool',
      unproductive_comment: 'text',
      comment: 'text',
      created_by: 'int4',
    },
    shifts,
  );
  await insertRows(
    db,
    'missions',
    { shift_id: 'int4', regular_mission_id: 'int4', name: 'text', waypoints: 'int4', km: 'int4' },
    missions,
  );
  times.sort(
    (a, b) =>
      (a.started_at as Date).getTime() - (b.started_at as Date).getTime() ||
      (a.worker_id as number) - (b.worker_id as number),
  );
  await insertRows(
    db,
    'worker_times',
    {
      worker_id: 'int4',
      date: 'date',
      started_at: 'timestamptz',
      ended_at: 'timestamptz',
      gta_type_id: 'int4',
      comment: 'text',
      created_by: 'int4',
    },
    times,
  );
  await insertRows(
    db,
    'worker_events',
    { worker_id: 'int4', at: 'timestamptz', user_id: 'int4', kind: 'text', summary: 'text' },
    events,
  );
}
