import { insertRows, type Row } from './bulk';
import { author, type SeedContext } from './context';
import { addDays, parisInstant } from '../../domain/dates';
import { streams } from './random';

/** A valid 1x1 PNG: the seed's stand-in photo and thumbnail. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .toLowerCase();
}

/** Workers (short codes per company prefix), photos, and the first events of their timeline. */
export async function seedWorkers(ctx: SeedContext): Promise<void> {
  const { db, sizes, today } = ctx;
  const { rng, faker } = streams('workers');
  const total = sizes.activeWorkers + sizes.inactiveWorkers;
  const seqByCompany = new Map<number, number>();
  const rows: Row[] = [];
  const events: Row[] = [];

  for (let i = 0; i < total; i++) {
    const id = i + 1;
    // Inactive workers are spread through the list, not bunched at its end.
    const active =
      Math.floor(((i + 1) * sizes.inactiveWorkers) / total) ===
      Math.floor((i * sizes.inactiveWorkers) / total);
    const team = rng.pick(ctx.ref.teams);
    const company = rng.pick(ctx.ref.companies);
    const seq = (seqByCompany.get(company.id) ?? 0) + 1;
    seqByCompany.set(company.id, seq);
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const hiredOn = addDays(today, -rng.int(30, 3000));
    const leftOn = active ? null : addDays(today, -rng.int(1, 25));
    rows.push({
      id,
      short_code: `${company.prefix}-${String(seq).padStart(4, '0')}`,
      company_id: company.id,
      team_id: team.id,
      agency_id: team.agencyId,
      elu_id: rng.chance(0.05) ? rng.pick(ctx.ref.elus) : null,
      first_name: first,
      last_name: last,
      email: `${ascii(first)}.${ascii(last)}${id}@coursiers.example`,
      phone: faker.phone.number(),
      birth_date: addDays(today, -rng.int(19 * 365, 60 * 365)),
      hired_on: hiredOn,
      left_on: leftOn,
      address: faker.location.streetAddress(),
      postal_code: faker.location.zipCode(),
      city: faker.location.city(),
      comment: rng.chance(0.15)
        ? rng.pick([
            'Permis B',
            'Préfère les tournées du matin',
            'Habilité pharma',
            'Formé chaîne du froid',
            'Temps partiel',
          ])
        : null,
      activity_status: active ? 'active' : 'inactive',
    });
    ctx.workers.push({ id, active, agencyId: team.agencyId, teamId: team.id, hiredOn });
    events.push({
      worker_id: id,
      at: parisInstant(hiredOn, 9 * 60),
      user_id: author(ctx, rng),
      kind: 'created',
      summary: 'Fiche créée',
    });
    if (rng.chance(0.3)) {
      events.push({
        worker_id: id,
        at: parisInstant(addDays(today, -rng.int(1, 28)), rng.int(8 * 60, 18 * 60)),
        user_id: author(ctx, rng),
        kind: 'updated',
        summary: rng.pick([
          'Téléphone modifié',
          'Adresse modifiée',
          'Équipe modifiée',
          'Commentaire modifié',
        ]),
      });
    }
    if (!active) {
      events.push({
        worker_id: id,
        at: parisInstant(leftOn as string, 17 * 60),
        user_id: author(ctx, rng),
        kind: 'deactivated',
        summary: 'Passé inactif (fin de contrat)',
      });
    }
  }

  await insertRows(
    db,
    'workers',
    {
      id: 'int4',
      short_code: 'text',
      company_id: 'int4',
      team_id: 'int4',
      agency_id: 'int4',
      elu_id: 'int4',
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      phone: 'text',
      birth_date: 'date',
      hired_on: 'date',
      left_on: 'date',
      address: 'text',
      postal_code: 'text',
      city: 'text',
      comment: 'text',
      activity_status: 'text',
    },
    rows,
  );
  for (const [companyId, seq] of seqByCompany) {
    await db
      .updateTable('companies')
      .set({ next_short_code_seq: seq + 1 })
      .where('id', '=', companyId)
      .execute();
  }

  // A few photos (the stand-in pixel), marked on their workers.
  const withPhoto = ctx.workers.filter((w) => w.active).slice(0, sizes.photos);
  for (const w of withPhoto) {
    const at = parisInstant(addDays(today, -rng.int(1, 200)), 10 * 60);
    await db
      .insertInto('worker_photos')
      .values({
        worker_id: w.id,
        mime: 'image/png',
        image: PIXEL_PNG,
        thumbnail: PIXEL_PNG,
        thumbnail_mime: 'image/png',
        updated_at: at,
      })
      .execute();
    await db.updateTable('workers').set({ photo_updated_at: at }).where('id', '=', w.id).execute();
    events.push({
      worker_id: w.id,
      at,
      user_id: author(ctx, rng),
      kind: 'photo_uploaded',
      summary: 'Photo mise à jour',
    });
  }

  await insertRows(
    db,
    'worker_events',
    { worker_id: 'int4', at: 'timestamptz', user_id: 'int4', kind: 'text', summary: 'text' },
    events,
  );
}

/** Vehicles, who drives them now and before, and their comments. */
export async function seedVehicles(ctx: SeedContext): Promise<void> {
  const { db, sizes, today } = ctx;
  const { rng } = streams('vehicles');
  const rows: Row[] = [];
  const comments: Row[] = [];
  const assignments: Row[] = [];
  const letters = 'ABCDEFGHJKLMNPQRSTVWXYZ';
  const plates = new Set<string>();
  const activeWorkers = rng.sample(
    ctx.workers.filter((w) => w.active),
    Math.floor(sizes.vehicles * 0.7),
  );
  const formerWorkers = ctx.workers;

  for (let i = 0; i < sizes.vehicles; i++) {
    const id = i + 1;
    const typeId = rng.pick(ctx.ref.vehicleTypes);
    const randomPlate = () =>
      `${letters[rng.int(0, 22)]}${letters[rng.int(0, 22)]}-${String(rng.int(1, 999)).padStart(3, '0')}-${letters[rng.int(0, 22)]}${letters[rng.int(0, 22)]}`;
    let plate = randomPlate();
    while (plates.has(plate)) plate = randomPlate();
    plates.add(plate);
    const active = !rng.chance(0.08);
    const hasContract = rng.chance(0.85);
    rows.push({
      id,
      short_code: `VH-${String(id).padStart(4, '0')}`,
      plate: typeId === 1 ? null : plate,
      type_id: typeId,
      state_id: active ? (rng.chance(0.85) ? 1 : rng.pick([2, 3])) : rng.pick([4, 5]),
      contract_id: hasContract ? rng.pick(ctx.ref.vehicleContracts) : null,
      model_id: typeId === 1 ? null : rng.pick(ctx.ref.vehicleModels),
      fleet_manager_id: rng.pick(ctx.ref.fleetManagers),
      supplier_id: hasContract ? rng.pick(ctx.ref.vehicleSuppliers) : null,
      analytic_account_id: rng.pick(ctx.ref.analyticAccounts),
      // Some contracts end within 30 days (flagged in the list), some already ended.
      contract_end_date: hasContract
        ? addDays(today, rng.chance(0.15) ? rng.int(-10, 30) : rng.int(31, 900))
        : null,
      first_registration_on: addDays(today, -rng.int(60, 2500)),
      mileage_km: typeId === 1 ? null : rng.int(500, 180_000),
      comment: null,
      activity_status: active ? 'active' : 'inactive',
    });

    // History: one or two finished assignments, then the current driver for 70 % of them.
    let start = addDays(today, -rng.int(200, 600));
    for (let k = rng.int(0, 2); k > 0; k--) {
      const end = addDays(start, rng.int(20, 90));
      assignments.push({
        vehicle_id: id,
        worker_id: rng.pick(formerWorkers).id,
        started_at: parisInstant(start, 8 * 60),
        ended_at: parisInstant(end, 18 * 60),
        started_by: author(ctx, rng),
        ended_by: author(ctx, rng),
      });
      start = addDays(end, rng.int(1, 20));
    }
    const driver = active ? activeWorkers[i] : undefined;
    if (driver && start < today) {
      assignments.push({
        vehicle_id: id,
        worker_id: driver.id,
        started_at: parisInstant(start, 8 * 60),
        ended_at: null,
        started_by: author(ctx, rng),
        ended_by: null,
      });
    }

    const mine: Row[] = [];
    for (let k = rng.int(0, 3); k > 0; k--) {
      const comment = rng.pick([
        'Révision effectuée',
        'Pneus avant changés',
        'Rayure portière gauche',
        'Contrôle technique à prévoir',
        'Batterie remplacée',
        'Carte carburant renouvelée',
        'Vidange faite',
        'Retour de sinistre',
        `Kilométrage relevé : ${rng.int(1000, 90000)} km`,
      ]);
      mine.push({
        vehicle_id: id,
        user_id: author(ctx, rng),
        comment,
        at: parisInstant(addDays(today, -rng.int(1, 300)), rng.int(8 * 60, 18 * 60)),
      });
    }
    mine.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
    comments.push(...mine);
    (rows[i] as Row).comment = mine.length ? (mine[mine.length - 1] as Row).comment : null;
  }

  await insertRows(
    db,
    'vehicles',
    {
      id: 'int4',
      short_code: 'text',
      plate: 'text',
      type_id: 'int4',
      state_id: 'int4',
      contract_id: 'int4',
      model_id: 'int4',
      fleet_manager_id: 'int4',
      supplier_id: 'int4',
      analytic_account_id: 'int4',
      contract_end_date: 'date',
      first_registration_on: 'date',
      mileage_km: 'int4',
      comment: 'text',
      activity_status: 'text',
    },
    rows,
  );
  await insertRows(
    db,
    'vehicle_assignments',
    {
      vehicle_id: 'int4',
      worker_id: 'int4',
      started_at: 'timestamptz',
      ended_at: 'timestamptz',
      started_by: 'int4',
      ended_by: 'int4',
    },
    assignments,
  );
  await insertRows(
    db,
    'vehicle_comments',
    { vehicle_id: 'int4', user_id: 'int4', comment: 'text', at: 'timestamptz' },
    comments,
  );
}
