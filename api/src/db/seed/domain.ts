/** The domain part of the seed: every table of migration 0002, in one transaction. */
import { sql } from 'kysely';
import type { Database } from '../database';
import { domainTables } from '../migrations/0002_domain';
import { seedAdminEvents } from './adminEvents';
import type { Executor } from '../executor';
import { resetSequences } from './bulk';
import { seedClients, seedInvoices } from './clients';
import { SIZES, type SeedContext, type SeedSize } from './context';
import { parisDate } from '../../domain/dates';
import { seedChat } from './chat';
import { seedBilling } from './billing';
import { seedPlanning, seedRegularMissions } from './planning';
import { seedReference } from './reference';
import { seedSettings } from './settings';
import { seedSeller } from './seller';
import { seedVehicles, seedWorkers } from './workers';
import { seedWorkerContracts } from './workerContracts';

export interface SeedOptions {
  /** The instant the data is built around (default: now). */
  today?: Date;
  /** Progress lines (e.g. console.log); silent by default. */
  log?: (line: string) => void;
}

/** Tables of 0002 whose key is not a serial id. */
const WITHOUT_SERIAL = new Set([
  'client_price_lists',
  'cfr_user_rooms',
  'room_members',
  'worker_photos',
  'invoice_number_sequences',
  'credit_note_number_sequences',
  'settings',
]);

/** The domain data alone, in one transaction; authors are the staff users that exist. */
export async function seedDomain(db: Database, size: SeedSize, options: SeedOptions = {}): Promise<void> {
  const now = options.today ?? new Date();
  const log = options.log ?? (() => {});
  const started = Date.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    await run();
    log(`seed ${size}: ${name} ${Date.now() - t} ms`);
  };

  await db.transaction().execute(async (tx) => {
    const existing = await sql<{ n: number }>`select count(*)::int as n from workers`.execute(tx);
    if ((existing.rows[0]?.n ?? 0) > 0)
      throw new Error('The database already holds domain data: seed only a fresh database.');
    const staffIds = (await sql<{ id: number }>`select id from staff_users order by id`.execute(tx)).rows.map(
      (r) => r.id,
    );
    const ctx: SeedContext = {
      db: tx as Executor,
      size,
      sizes: SIZES[size],
      now,
      today: parisDate(now),
      staffIds,
      ref: undefined as unknown as SeedContext['ref'],
      workers: [],
      clients: [],
      regularMissions: [],
      cfrUsers: [],
    };
    await step('reference lists', () => seedReference(ctx));
    await step('workers', () => seedWorkers(ctx));
    await step('worker contracts and documents', () => seedWorkerContracts(ctx));
    await step('vehicles', () => seedVehicles(ctx));
    let infos: Awaited<ReturnType<typeof seedClients>> = [];
    await step('clients and cfr users', async () => {
      infos = await seedClients(ctx);
    });
    await step('invoices', () => seedInvoices(ctx, infos));
    await step('regular missions', () => seedRegularMissions(ctx, infos));
    await step('planning', () => seedPlanning(ctx));
    await step('billing marks', () => seedBilling(ctx));
    await step('chat', () => seedChat(ctx));
    await step('settings', () => seedSettings(ctx));
    await step('seller', () => seedSeller(tx as Executor));
    await step('sequences', () =>
      resetSequences(
        tx,
        domainTables.filter((t) => !WITHOUT_SERIAL.has(t)),
      ),
    );
    if (ctx.sizes.adminEvents > 0)
      await step('admin events', () => seedAdminEvents(tx, ctx.sizes.adminEvents, { today: now }));
  });
  await step('analyze', () => sql`analyze`.execute(db));
  log(`seed ${size}: done in ${Date.now() - started} ms`);
}
