/**
 * 0002_domain: every business table (docs/product.md#domain-rules).
 *
 * Conventions (read this before writing a query):
 * - Names are snake_case; every table has `id serial primary key` unless it is a pure link
 *   table (composite primary key) or keyed by nature (`settings.key`, sequences by year).
 * - Money is integer cents (`integer`, `check (>= 0)`; `bigint` where sums could grow).
 *   Kilometres are whole kilometres (`integer`), so pay = day + waypoints x waypoint amount
 *   + km x km amount + extra is exact in cents.
 * - Calendar dates are `date` (read back as 'YYYY-MM-DD' strings, see database.ts).
 *   Instants are `timestamptz` (read back as JS Date). Shifts and worker times carry both
 *   their planning `date` and real instants `starts_at/ends_at` (`started_at/ended_at`), so
 *   a night shift that ends after midnight still belongs to its date and gaps against the
 *   plan are plain subtractions. Regular missions repeat on weekdays, so their times are
 *   `time` (wall-clock, 'HH:MM:SS') and `weekdays smallint[]` (ISO 1 = Monday ... 7 = Sunday).
 * - Every row staff can edit has `version int not null default 1` (bump it on every update,
 *   `where id = $1 and version = $2`, 0 rows -> 409) and `created_at` / `updated_at`.
 *   Append-only rows (events, comments, notes, messages, payments, credit notes) have no
 *   version.
 * - `activity_status text check in ('active','inactive') default 'active'` wherever a list
 *   filters on it. Regular missions use `is_active boolean` instead (their toggle).
 * - No soft delete: deleting a shift, a mission or a worker time removes the row (missions
 *   cascade with their shift); the required comment is kept in the admin event and in the
 *   worker's timeline (`worker_events`). Clients and cfr users are never deleted: they are
 *   closed / made inactive (`activity_status`, `clients.closed_at`).
 * - Text search: `search_text` columns (generated, lower-cased) or `name`, with GIN trigram
 *   indexes (pg_trgm); query them with `ilike '%term%'`.
 * - Emails that must be unique (cfr users) are stored lower-case (a check enforces it).
 * - Numbering without gaps: `invoice_number_sequences` / `credit_note_number_sequences`
 *   (one row per year; `insert ... on conflict (year) do update set last_value =
 *   last_value + 1 returning last_value` inside the transaction that inserts the document).
 * - Authors (`user_id`, `created_by`...) reference `staff_users(id)` of migration 0001 and
 *   are set null if a staff user is ever deleted.
 */
import { sql, type Kysely } from 'kysely';

const STD = `version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()`;
const STATUS = `activity_status text not null default 'active' check (activity_status in ('active', 'inactive'))`;
const STAFF = 'integer references staff_users (id) on delete set null';

/** A reference list: id, name, code, activity status, version, timestamps (+ extra columns). */
function named(table: string, extra = ''): string[] {
  return [
    `create table ${table} (
  id serial primary key,
  name text not null,
  code text,
  ${extra ? `${extra},\n  ` : ''}${STATUS},
  ${STD}
)`,
    `create index ${table}_name_idx on ${table} (name)`,
    `create index ${table}_status_idx on ${table} (activity_status)`,
  ];
}

const trgm = (table: string, column: string) =>
  `create index ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`;

const statements: string[] = [
  `create extension if not exists pg_trgm`,

  // ---------------------------------------------------------------- reference lists
  ...named('elus'),
  ...named('agencies', 'city text'),
  ...named('teams', `agency_id integer references agencies (id), color text`),
  `create index teams_agency_idx on teams (agency_id)`,
  ...named(
    'companies',
    `short_code_prefix text not null unique check (short_code_prefix ~ '^[A-Z0-9]{2,6}$'),
  next_short_code_seq integer not null default 1 check (next_short_code_seq >= 1)`,
  ),
  ...named('gta_types', `is_absence boolean not null default false`),
  ...named('finance_units'),
  ...named('business_units', `finance_unit_id integer references finance_units (id)`),
  ...named('analytic_accounts'),
  ...named('shift_types', `color text, is_billable boolean not null default true`),
  ...named('vehicle_types'),
  ...named('vehicle_states'),
  ...named('vehicle_contracts'),
  ...named('vehicle_brands'),
  ...named('vehicle_models', `brand_id integer not null references vehicle_brands (id)`),
  `create index vehicle_models_brand_idx on vehicle_models (brand_id)`,
  ...named('fleet_managers', `email text, phone text`),
  ...named('vehicle_suppliers', `email text, phone text`),
  ...named('client_groups2'),
  ...named('client_groups', `client_group2_id integer references client_groups2 (id)`),
  `create index client_groups_group2_idx on client_groups (client_group2_id)`,
  ...named('sales_agents', `email text, phone text`),
  ...named('payment_methods'),
  ...named('price_lists', `description text`),

  // ---------------------------------------------------------------- workers
  `create table workers (
  id serial primary key,
  short_code text not null unique,
  company_id integer not null references companies (id),
  team_id integer not null references teams (id),
  agency_id integer not null references agencies (id),
  elu_id integer references elus (id),
  first_name text not null,
  last_name text not null,
  email text,
  phone text,
  birth_date date,
  hired_on date,
  left_on date,
  address text,
  postal_code text,
  city text,
  comment text,
  photo_updated_at timestamptz,
  ${STATUS},
  search_text text generated always as (
    lower(short_code || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))
  ) stored,
  ${STD}
)`,
  `create index workers_status_idx on workers (activity_status, last_name, first_name)`,
  `create index workers_team_idx on workers (team_id)`,
  `create index workers_agency_idx on workers (agency_id)`,
  `create index workers_company_idx on workers (company_id)`,
  `create index workers_elu_idx on workers (elu_id)`,
  trgm('workers', 'search_text'),

  `create table worker_photos (
  worker_id integer primary key references workers (id) on delete cascade,
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  image bytea not null,
  thumbnail bytea not null,
  thumbnail_mime text not null check (thumbnail_mime in ('image/jpeg', 'image/png', 'image/webp')),
  updated_at timestamptz not null default now()
)`,

  `create table worker_times (
  id serial primary key,
  worker_id integer not null references workers (id),
  date date not null,
  started_at timestamptz not null,
  ended_at timestamptz,
  gta_type_id integer references gta_types (id),
  comment text,
  created_by ${STAFF},
  ${STD},
  check (ended_at is null or ended_at > started_at)
)`,
  `create index worker_times_worker_date_idx on worker_times (worker_id, date)`,
  `create index worker_times_date_idx on worker_times (date)`,
  `create index worker_times_gta_idx on worker_times (gta_type_id)`,

  `create table worker_events (
  id serial primary key,
  worker_id integer not null references workers (id) on delete cascade,
  at timestamptz not null default now(),
  user_id ${STAFF},
  kind text not null,
  summary text not null,
  data jsonb
)`,
  `create index worker_events_worker_idx on worker_events (worker_id, at desc)`,
  `create index worker_events_at_idx on worker_events (at desc)`,
  `create index worker_events_user_idx on worker_events (user_id)`,

  // ---------------------------------------------------------------- pay (rétributions)
  `create table team_configs (
  id serial primary key,
  team_id integer not null unique references teams (id),
  waypoint_amount integer not null default 0 check (waypoint_amount >= 0),
  km_amount integer not null default 0 check (km_amount >= 0),
  daily_amount integer not null default 0 check (daily_amount >= 0),
  extra integer not null default 0 check (extra >= 0),
  ${STD}
)`,
  `create table retrib_calendar_entries (
  id serial primary key,
  team_id integer not null references teams (id),
  date date not null,
  price_waypoint integer not null check (price_waypoint >= 0),
  price_km integer not null check (price_km >= 0),
  price_day integer not null check (price_day >= 0),
  extra integer not null default 0 check (extra >= 0),
  comment text,
  ${STD},
  unique (team_id, date)
)`,
  `create index retrib_calendar_entries_date_idx on retrib_calendar_entries (date)`,
  `create table retrib_services_and_options (
  id serial primary key,
  name text not null,
  kind text not null check (kind in ('service', 'option')),
  amount integer not null check (amount >= 0),
  description text,
  ${STATUS},
  ${STD}
)`,
  `create index retrib_services_and_options_kind_idx on retrib_services_and_options (kind, name)`,

  // ---------------------------------------------------------------- vehicles
  `create table vehicles (
  id serial primary key,
  short_code text not null unique,
  plate text unique,
  type_id integer not null references vehicle_types (id),
  state_id integer references vehicle_states (id),
  contract_id integer references vehicle_contracts (id),
  model_id integer references vehicle_models (id),
  fleet_manager_id integer references fleet_managers (id),
  supplier_id integer references vehicle_suppliers (id),
  analytic_account_id integer references analytic_accounts (id),
  contract_end_date date,
  first_registration_on date,
  mileage_km integer check (mileage_km >= 0),
  comment text,
  ${STATUS},
  search_text text generated always as (lower(short_code || ' ' || coalesce(plate, ''))) stored,
  ${STD}
)`,
  `create index vehicles_status_idx on vehicles (activity_status, short_code)`,
  `create index vehicles_type_idx on vehicles (type_id)`,
  `create index vehicles_state_idx on vehicles (state_id)`,
  `create index vehicles_contract_idx on vehicles (contract_id)`,
  `create index vehicles_model_idx on vehicles (model_id)`,
  `create index vehicles_fleet_manager_idx on vehicles (fleet_manager_id)`,
  `create index vehicles_supplier_idx on vehicles (supplier_id)`,
  `create index vehicles_analytic_account_idx on vehicles (analytic_account_id)`,
  `create index vehicles_contract_end_idx on vehicles (contract_end_date)`,
  trgm('vehicles', 'search_text'),

  `create table vehicle_assignments (
  id serial primary key,
  vehicle_id integer not null references vehicles (id),
  worker_id integer not null references workers (id),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  started_by ${STAFF},
  ended_by ${STAFF},
  check (ended_at is null or ended_at >= started_at)
)`,
  `create unique index vehicle_assignments_open_vehicle on vehicle_assignments (vehicle_id) where ended_at is null`,
  `create unique index vehicle_assignments_open_worker on vehicle_assignments (worker_id) where ended_at is null`,
  `create index vehicle_assignments_vehicle_idx on vehicle_assignments (vehicle_id, started_at desc)`,
  `create index vehicle_assignments_worker_idx on vehicle_assignments (worker_id, started_at desc)`,

  `create table vehicle_comments (
  id serial primary key,
  vehicle_id integer not null references vehicles (id),
  user_id ${STAFF},
  comment text not null,
  at timestamptz not null default now()
)`,
  `create index vehicle_comments_vehicle_idx on vehicle_comments (vehicle_id, at desc)`,

  // ---------------------------------------------------------------- clients
  `create table clients (
  id serial primary key,
  business_code text not null unique,
  name text not null,
  legal_name text,
  client_group_id integer references client_groups (id),
  client_group2_id integer references client_groups2 (id),
  agency_id integer references agencies (id),
  sales_agent_id integer references sales_agents (id),
  payment_method_id integer references payment_methods (id),
  finance_unit_id integer references finance_units (id),
  business_unit_id integer references business_units (id),
  billing_contact_id integer,
  vat_number text,
  siret text,
  email text,
  phone text,
  address_line1 text,
  address_line2 text,
  postal_code text,
  city text,
  country text not null default 'FR',
  invoice_frequency text not null default 'monthly' check (invoice_frequency in ('weekly', 'monthly', 'per_shift')),
  invoice_delivery text not null default 'email' check (invoice_delivery in ('email', 'post')),
  invoice_language text not null default 'fr' check (invoice_language in ('fr', 'en')),
  payment_term_days integer not null default 30 check (payment_term_days between 0 and 365),
  vat_rate_bp integer not null default 2000 check (vat_rate_bp between 0 and 10000),
  comment text,
  ${STATUS},
  closed_at timestamptz,
  closed_comment text,
  search_text text generated always as (lower(business_code || ' ' || name || ' ' || coalesce(city, ''))) stored,
  ${STD},
  check ((closed_at is null) or activity_status = 'inactive')
)`,
  `create index clients_status_idx on clients (activity_status, name)`,
  `create index clients_group_idx on clients (client_group_id)`,
  `create index clients_group2_idx on clients (client_group2_id)`,
  `create index clients_agency_idx on clients (agency_id)`,
  `create index clients_sales_agent_idx on clients (sales_agent_id)`,
  `create index clients_payment_method_idx on clients (payment_method_id)`,
  `create index clients_name_idx on clients (name)`,
  trgm('clients', 'search_text'),

  `create table client_contacts (
  id serial primary key,
  client_id integer not null references clients (id),
  name text not null,
  email text,
  phone_number text,
  position text,
  client_email_cc boolean not null default false,
  client_email_cc_overdue boolean not null default false,
  ${STD},
  unique (id, client_id)
)`,
  `create index client_contacts_client_idx on client_contacts (client_id)`,
  // The billing contact is one of the client's own contacts.
  `alter table clients add constraint clients_billing_contact_fk
  foreign key (billing_contact_id, id) references client_contacts (id, client_id) deferrable initially deferred`,
  `create index clients_billing_contact_idx on clients (billing_contact_id)`,

  `create table client_price_lists (
  client_id integer not null references clients (id) on delete cascade,
  price_list_id integer not null references price_lists (id),
  primary key (client_id, price_list_id)
)`,
  `create index client_price_lists_list_idx on client_price_lists (price_list_id)`,

  `create table invoice_number_sequences (
  year integer primary key check (year between 2000 and 9999),
  last_value integer not null default 0 check (last_value between 0 and 999999)
)`,
  `create table credit_note_number_sequences (
  year integer primary key check (year between 2000 and 9999),
  last_value integer not null default 0 check (last_value between 0 and 999999)
)`,

  `create table invoices (
  id serial primary key,
  invoice_number text not null unique check (invoice_number ~ '^INV-[0-9]{4}-[0-9]{6}$'),
  client_id integer not null references clients (id),
  business_unit_id integer references business_units (id),
  issued_on date not null,
  due_on date not null,
  period_start date,
  period_end date,
  amount integer not null check (amount >= 0),
  amount_excl_vat integer not null check (amount_excl_vat >= 0),
  po_number text,
  status text not null default 'issued' check (status in ('issued', 'sent', 'paid', 'cancelled')),
  comment text,
  pdf_generated_at timestamptz,
  sent_at timestamptz,
  ${STD},
  unique (id, client_id),
  check (due_on >= issued_on)
)`,
  `create index invoices_client_due_idx on invoices (client_id, due_on)`,
  `create index invoices_open_due_idx on invoices (due_on) where status in ('issued', 'sent')`,
  `create index invoices_issued_idx on invoices (issued_on)`,
  `create index invoices_business_unit_idx on invoices (business_unit_id)`,

  `create table invoice_lines (
  id serial primary key,
  invoice_id integer not null references invoices (id) on delete cascade,
  position smallint not null default 1,
  label text not null,
  quantity integer not null default 1 check (quantity >= 0),
  unit_amount integer not null check (unit_amount >= 0),
  amount integer not null check (amount >= 0)
)`,
  `create index invoice_lines_invoice_idx on invoice_lines (invoice_id, position)`,

  `create table credit_notes (
  id serial primary key,
  number text not null unique check (number ~ '^CN-[0-9]{4}-[0-9]{6}$'),
  invoice_id integer not null,
  client_id integer not null references clients (id),
  amount integer not null check (amount > 0),
  business_unit_id integer references business_units (id),
  comment text not null,
  issued_on date not null,
  user_id ${STAFF},
  created_at timestamptz not null default now(),
  foreign key (invoice_id, client_id) references invoices (id, client_id)
)`,
  `create index credit_notes_invoice_idx on credit_notes (invoice_id)`,
  `create index credit_notes_client_idx on credit_notes (client_id, issued_on)`,

  `create table payments (
  id serial primary key,
  client_id integer not null references clients (id),
  invoice_id integer references invoices (id),
  paid_on date not null,
  amount integer not null check (amount > 0),
  payment_method_id integer references payment_methods (id),
  reference text,
  created_at timestamptz not null default now()
)`,
  `create index payments_client_idx on payments (client_id, paid_on)`,
  `create index payments_invoice_idx on payments (invoice_id)`,

  `create table recovery_notes (
  id serial primary key,
  client_id integer not null references clients (id),
  user_id ${STAFF},
  note text not null,
  at timestamptz not null default now()
)`,
  `create index recovery_notes_client_idx on recovery_notes (client_id, at desc)`,

  `create table client_events (
  id serial primary key,
  client_id integer not null references clients (id),
  at timestamptz not null default now(),
  user_id ${STAFF},
  kind text not null,
  summary text not null,
  data jsonb
)`,
  `create index client_events_client_idx on client_events (client_id, at desc)`,
  `create index client_events_user_idx on client_events (user_id)`,

  // ---------------------------------------------------------------- cfr users
  `create table sites (
  id serial primary key,
  client_id integer not null references clients (id),
  name text not null,
  address text,
  ${STATUS},
  ${STD},
  unique (id, client_id)
)`,
  `create index sites_client_idx on sites (client_id, name)`,
  `create table services (
  id serial primary key,
  client_id integer not null references clients (id),
  name text not null,
  ${STATUS},
  ${STD},
  unique (id, client_id)
)`,
  `create index services_client_idx on services (client_id, name)`,

  `create table cfr_users (
  id serial primary key,
  email text not null unique check (email = lower(email)),
  client_id integer not null references clients (id),
  site_id integer,
  service_id integer,
  first_name text not null,
  last_name text not null,
  phone text,
  password_hash text,
  reset_token_hash text unique,
  reset_expires_at timestamptz,
  last_login_at timestamptz,
  inactivated_at timestamptz,
  ${STATUS},
  search_text text generated always as (lower(email || ' ' || first_name || ' ' || last_name)) stored,
  ${STD},
  foreign key (site_id, client_id) references sites (id, client_id),
  foreign key (service_id, client_id) references services (id, client_id)
)`,
  `create index cfr_users_client_idx on cfr_users (client_id)`,
  `create index cfr_users_status_idx on cfr_users (activity_status, last_name)`,
  `create index cfr_users_site_idx on cfr_users (site_id)`,
  `create index cfr_users_service_idx on cfr_users (service_id)`,
  trgm('cfr_users', 'search_text'),

  `create table cfr_user_sessions (
  id serial primary key,
  cfr_user_id integer not null references cfr_users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
)`,
  `create index cfr_user_sessions_user_idx on cfr_user_sessions (cfr_user_id) where revoked_at is null`,

  `create table banned_users (
  id serial primary key,
  client_id integer not null references clients (id),
  email text not null,
  cfr_user_id integer references cfr_users (id),
  reason text,
  banned_at timestamptz not null default now(),
  banned_by ${STAFF},
  unbanned_at timestamptz,
  unbanned_by ${STAFF},
  unban_comment text,
  ${STD}
)`,
  `create index banned_users_client_idx on banned_users (client_id, banned_at desc)`,
  `create unique index banned_users_active_key on banned_users (client_id, lower(email)) where unbanned_at is null`,

  // ---------------------------------------------------------------- planning
  `create table regular_missions (
  id serial primary key,
  client_id integer not null references clients (id),
  site_id integer,
  name text not null,
  weekdays smallint[] not null check (weekdays <@ array[1,2,3,4,5,6,7]::smallint[] and cardinality(weekdays) >= 1),
  start_time time not null,
  end_time time not null,
  expected_waypoints integer not null default 0 check (expected_waypoints >= 0),
  expected_km integer not null default 0 check (expected_km >= 0),
  comment text,
  is_active boolean not null default true,
  ${STD},
  foreign key (site_id, client_id) references sites (id, client_id)
)`,
  `create index regular_missions_client_idx on regular_missions (client_id, name)`,
  `create index regular_missions_active_idx on regular_missions (is_active, name)`,
  trgm('regular_missions', 'name'),

  `create table shifts (
  id serial primary key,
  worker_id integer not null references workers (id),
  client_id integer not null references clients (id),
  shift_type_id integer references shift_types (id),
  date date not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  unproductive boolean not null default false,
  unproductive_comment text,
  comment text,
  created_by ${STAFF},
  ${STD},
  check (ends_at > starts_at),
  check (not unproductive or unproductive_comment is not null)
)`,
  `create index shifts_date_idx on shifts (date)`,
  `create index shifts_worker_date_idx on shifts (worker_id, date)`,
  `create index shifts_client_date_idx on shifts (client_id, date)`,
  `create index shifts_type_idx on shifts (shift_type_id)`,

  `create table missions (
  id serial primary key,
  shift_id integer not null references shifts (id) on delete cascade,
  regular_mission_id integer references regular_missions (id) on delete set null,
  name text not null,
  waypoints integer not null default 0 check (waypoints >= 0),
  km integer not null default 0 check (km >= 0),
  comment text,
  ${STD}
)`,
  `create index missions_shift_idx on missions (shift_id)`,
  `create index missions_regular_idx on missions (regular_mission_id)`,

  // ---------------------------------------------------------------- chat and tickets
  `create table rooms (
  id serial primary key,
  client_id integer references clients (id),
  name text not null,
  ${STATUS},
  created_by ${STAFF},
  last_message_at timestamptz,
  ${STD}
)`,
  `create index rooms_client_idx on rooms (client_id)`,
  `create index rooms_name_idx on rooms (name)`,
  `create table room_members (
  room_id integer not null references rooms (id) on delete cascade,
  user_id integer not null references staff_users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  primary key (room_id, user_id)
)`,
  `create index room_members_user_idx on room_members (user_id)`,
  `create table cfr_user_rooms (
  cfr_user_id integer not null references cfr_users (id) on delete cascade,
  room_id integer not null references rooms (id) on delete cascade,
  primary key (cfr_user_id, room_id)
)`,
  `create index cfr_user_rooms_room_idx on cfr_user_rooms (room_id)`,

  // A direct chat: staff user_id with either another staff user or a cfr user. For two staff
  // users, store the smaller id in user_id so the pair is unique whichever side starts.
  `create table chats (
  id serial primary key,
  user_id integer not null references staff_users (id) on delete cascade,
  other_user_id integer references staff_users (id) on delete cascade,
  cfr_user_id integer references cfr_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  check (num_nonnulls(other_user_id, cfr_user_id) = 1),
  check (other_user_id is null or user_id < other_user_id)
)`,
  `create unique index chats_staff_pair_key on chats (user_id, other_user_id) where other_user_id is not null`,
  `create unique index chats_cfr_pair_key on chats (user_id, cfr_user_id) where cfr_user_id is not null`,
  `create index chats_other_user_idx on chats (other_user_id)`,
  `create index chats_cfr_user_idx on chats (cfr_user_id)`,

  `create table messages (
  id serial primary key,
  room_id integer references rooms (id) on delete cascade,
  chat_id integer references chats (id) on delete cascade,
  sender_user_id ${STAFF},
  sender_cfr_user_id integer references cfr_users (id) on delete set null,
  body text not null,
  sent_at timestamptz not null default now(),
  edited_at timestamptz,
  check (num_nonnulls(room_id, chat_id) = 1)
)`,
  `create index messages_room_idx on messages (room_id, sent_at) where room_id is not null`,
  `create index messages_chat_idx on messages (chat_id, sent_at) where chat_id is not null`,

  // Last message read, per reader (staff or cfr user) and conversation (room or chat).
  `create table message_reads (
  id serial primary key,
  user_id integer references staff_users (id) on delete cascade,
  cfr_user_id integer references cfr_users (id) on delete cascade,
  room_id integer references rooms (id) on delete cascade,
  chat_id integer references chats (id) on delete cascade,
  last_read_message_id integer references messages (id) on delete set null,
  last_read_at timestamptz not null default now(),
  check (num_nonnulls(user_id, cfr_user_id) = 1),
  check (num_nonnulls(room_id, chat_id) = 1),
  constraint message_reads_key unique nulls not distinct (user_id, cfr_user_id, room_id, chat_id)
)`,
  `create index message_reads_room_idx on message_reads (room_id)`,
  `create index message_reads_chat_idx on message_reads (chat_id)`,
  `create index message_reads_cfr_idx on message_reads (cfr_user_id)`,

  `create table tickets (
  id serial primary key,
  user_id ${STAFF},
  subject text not null,
  body text not null,
  to_email text,
  sent_at timestamptz not null default now()
)`,
  `create index tickets_user_idx on tickets (user_id, sent_at desc)`,

  // ---------------------------------------------------------------- settings lists
  `create table home_messages (
  id serial primary key,
  title text not null,
  body text not null,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_by ${STAFF},
  ${STD}
)`,
  `create index home_messages_status_idx on home_messages (status, published_at desc)`,

  `create table discount_codes (
  id serial primary key,
  code text not null unique,
  description text,
  percent integer check (percent between 1 and 100),
  amount integer check (amount > 0),
  status text not null default 'active' check (status in ('active', 'expired', 'disabled')),
  valid_from date,
  valid_until date,
  max_uses integer check (max_uses > 0),
  used_count integer not null default 0 check (used_count >= 0),
  ${STD},
  check (num_nonnulls(percent, amount) = 1),
  check (valid_until is null or valid_from is null or valid_until >= valid_from)
)`,
  `create index discount_codes_status_idx on discount_codes (status, code)`,

  `create table settings (
  key text primary key,
  value jsonb not null,
  description text,
  version integer not null default 1,
  updated_at timestamptz not null default now()
)`,
];

/** Tables of this migration, children first (for `down` and for tests). */
export const domainTables = [
  'settings',
  'discount_codes',
  'home_messages',
  'tickets',
  'message_reads',
  'messages',
  'chats',
  'cfr_user_rooms',
  'room_members',
  'rooms',
  'missions',
  'shifts',
  'regular_missions',
  'banned_users',
  'cfr_user_sessions',
  'cfr_users',
  'services',
  'sites',
  'client_events',
  'recovery_notes',
  'payments',
  'credit_notes',
  'invoice_lines',
  'invoices',
  'credit_note_number_sequences',
  'invoice_number_sequences',
  'client_price_lists',
  'client_contacts',
  'clients',
  'vehicle_comments',
  'vehicle_assignments',
  'vehicles',
  'retrib_services_and_options',
  'retrib_calendar_entries',
  'team_configs',
  'worker_events',
  'worker_times',
  'worker_photos',
  'workers',
  'price_lists',
  'payment_methods',
  'sales_agents',
  'client_groups',
  'client_groups2',
  'vehicle_suppliers',
  'fleet_managers',
  'vehicle_models',
  'vehicle_brands',
  'vehicle_contracts',
  'vehicle_states',
  'vehicle_types',
  'shift_types',
  'analytic_accounts',
  'business_units',
  'finance_units',
  'gta_types',
  'companies',
  'teams',
  'agencies',
  'elus',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of domainTables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  // pg_trgm stays: dropping an extension other objects may use is not this migration's call.
}
