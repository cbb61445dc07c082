/**
 * Workers' contracts and documents on file (migration 0078), from a stream of their own so the
 * rest of the seed draws the same as before. Some fixed-term contracts end, and some documents
 * expire, within the Today page's 30 days, so its widgets and the list's filters have rows.
 */
import { sql } from 'kysely';
import { insertRows, type Row } from './bulk';
import type { SeedContext } from './context';
import { addDays } from '../../domain/dates';
import { streams } from './random';

type Kind = 'cdi' | 'cdd' | 'interim' | 'freelance';

export async function seedWorkerContracts(ctx: SeedContext): Promise<void> {
  const { db, today } = ctx;
  const { rng } = streams('workerContracts');
  const ids: number[] = [];
  const kinds: Kind[] = [];
  const starts: string[] = [];
  const ends: (string | null)[] = [];
  const documents: Row[] = [];
  /** A date within the Today range (today to today + 30) for about one in `soon`, else further. */
  const expiry = (soon: number, min = 31, max = 1500) =>
    rng.int(1, soon) === 1 ? addDays(today, rng.int(0, 30)) : addDays(today, rng.int(min, max));

  for (const w of ctx.workers) {
    const draw = rng.int(1, 100);
    const kind: Kind = draw <= 50 ? 'cdi' : draw <= 75 ? 'cdd' : draw <= 85 ? 'interim' : 'freelance';
    const fixedTerm = kind === 'cdd' || kind === 'interim';
    const start = fixedTerm ? addDays(today, -rng.int(30, 300)) : w.hiredOn;
    let end: string | null = null;
    if (fixedTerm)
      end = w.active ? expiry(5, 31, 400) : addDays(today, -rng.int(1, 25));
    ids.push(w.id);
    kinds.push(kind);
    starts.push(start);
    ends.push(end && end < start ? start : end);

    const doc = (docKind: string, expiresOn: string | null, reference: string | null = null) =>
      documents.push({ worker_id: w.id, kind: docKind, reference, expires_on: expiresOn });
    doc('identity_card', expiry(40, 200, 3600), `ID${String(100_000 + w.id * 7)}`);
    doc('driving_licence', expiry(30, 200, 5000), `DL-${String(w.id).padStart(6, '0')}`);
    doc('medical_fitness', expiry(10, 31, 700));
    if (rng.chance(0.15)) doc('residence_permit', expiry(6, 31, 900), `TS-${String(w.id * 13).padStart(7, '0')}`);
    if (kind === 'freelance') doc('vehicle_insurance', expiry(6, 31, 365));
  }

  await sql`update workers w set contract_kind = v.kind, contract_start_date = v.start_date, contract_end_date = v.end_date
    from unnest(${ids}::int4[], ${kinds}::text[], ${starts}::date[], ${ends}::date[]) as v(id, kind, start_date, end_date)
    where w.id = v.id`.execute(db);
  await insertRows(db, 'worker_documents', { worker_id: 'int4', kind: 'text', reference: 'text', expires_on: 'date' }, documents);
}
