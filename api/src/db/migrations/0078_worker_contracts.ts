import { sql, type Kysely } from 'kysely';

/**
 * A worker's current employment contract and the documents kept on file for them
 * (docs/product.md#worker-contract-and-documents). The contract is three columns of `workers`:
 * one current contract per worker, edited at the worker's version like any other field of the
 * worker; its end date is required for a fixed-term kind (cdd, interim), a rule of the service.
 * The documents are rows of their own, each with its version. The Today page and the workers
 * list's filters read "ends / expires from today to today + 30 days" through partial indexes:
 * few rows have either date in that range.
 */
const STATEMENTS = [
  `alter table workers add column contract_kind text
     constraint workers_contract_kind_check check (contract_kind in ('cdi', 'cdd', 'interim', 'freelance'))`,
  `alter table workers add column contract_start_date date`,
  `alter table workers add column contract_end_date date`,
  `alter table workers add constraint workers_contract_dates_check check (
     contract_end_date is null or contract_start_date is null or contract_end_date >= contract_start_date)`,
  `create index workers_contract_end_date_idx on workers (contract_end_date) where contract_end_date is not null`,
  `create table worker_documents (
     id serial primary key,
     worker_id integer not null references workers (id) on delete cascade,
     kind text not null constraint worker_documents_kind_check check (kind in ('driving_licence', 'residence_permit',
       'identity_card', 'medical_fitness', 'vehicle_insurance', 'professional_card', 'other')),
     reference text,
     expires_on date,
     comment text,
     version integer not null default 1,
     created_at timestamptz not null default now(),
     created_by integer references staff_users (id) on delete set null,
     updated_at timestamptz not null default now(),
     updated_by integer references staff_users (id) on delete set null
   )`,
  // A worker's documents (the tab, the list's exists filter).
  `create index worker_documents_worker_idx on worker_documents (worker_id, expires_on)`,
  // What expires in a range of dates (Today), with its worker at hand for the active check.
  `create index worker_documents_expires_on_idx on worker_documents (expires_on, worker_id) where expires_on is not null`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists worker_documents`.execute(db);
  await sql`drop index if exists workers_contract_end_date_idx`.execute(db);
  await sql`alter table workers drop constraint if exists workers_contract_dates_check,
    drop column contract_end_date, drop column contract_start_date, drop column contract_kind`.execute(db);
}
