// Tables of the business domain (docs/product.md#domain-rules). Owned by migration 0002_domain, whose
// header comment gives the conventions (cents, dates, versions, no soft delete).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as a Date, written as a Date or an ISO string. */
type Instant = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (now()): optional on insert. */
type InstantDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** date: read and written as 'YYYY-MM-DD'. */
type IsoDate = string;
/** time: read as 'HH:MM:SS', written as 'HH:MM' or 'HH:MM:SS'. */
type WallTime = string;
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A generated (stored) column: read only. */
type ReadOnly<T> = ColumnType<T, never, never>;
type Json = ColumnType<unknown, string | undefined, string>;

export type ActivityStatus = 'active' | 'inactive';

interface Versioned {
  version: Generated<number>;
  created_at: InstantDefault;
  updated_at: InstantDefault;
}

/** id, name, code, activity status, version, timestamps: every reference list. */
export interface NamedTable extends Versioned {
  id: Generated<number>;
  name: string;
  code: string | null;
  activity_status: Defaulted<ActivityStatus>;
}

// ------------------------------------------------------------------ reference lists

export type ElusTable = NamedTable;
export interface AgenciesTable extends NamedTable {
  city: string | null;
}
export interface TeamsTable extends NamedTable {
  agency_id: number | null;
  color: string | null;
}
/** Worker companies (settings "workerCompanies", reference list "company/getCompanies"). */
export interface CompaniesTable extends NamedTable {
  /** 2 to 6 upper-case letters or digits, unique. */
  short_code_prefix: string;
  /** The next number to give (`PAR-0042`); take it with `update ... returning`, never reuse. */
  next_short_code_seq: Defaulted<number>;
}
export interface GtaTypesTable extends NamedTable {
  is_absence: Defaulted<boolean>;
  /** An absence of this type is paid on a day without paid work (0045). */
  is_paid: Defaulted<boolean>;
}
export type FinanceUnitsTable = NamedTable;
export interface BusinessUnitsTable extends NamedTable {
  finance_unit_id: number | null;
}
export type AnalyticAccountsTable = NamedTable;
export interface ShiftTypesTable extends NamedTable {
  color: string | null;
  is_billable: Defaulted<boolean>;
}
export type VehicleTypesTable = NamedTable;
export type VehicleStatesTable = NamedTable;
export type VehicleContractsTable = NamedTable;
export type VehicleBrandsTable = NamedTable;
export interface VehicleModelsTable extends NamedTable {
  brand_id: number;
}
export interface FleetManagersTable extends NamedTable {
  email: string | null;
  phone: string | null;
}
export interface VehicleSuppliersTable extends NamedTable {
  email: string | null;
  phone: string | null;
}
export type ClientGroups2Table = NamedTable;
export interface ClientGroupsTable extends NamedTable {
  client_group2_id: number | null;
}
export interface SalesAgentsTable extends NamedTable {
  email: string | null;
  phone: string | null;
}
export type PaymentMethodsTable = NamedTable;
export interface PriceListsTable extends NamedTable {
  description: string | null;
}

// ------------------------------------------------------------------ workers

export interface WorkersTable extends Versioned {
  id: Generated<number>;
  short_code: string;
  company_id: number;
  team_id: number;
  agency_id: number;
  elu_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  birth_date: IsoDate | null;
  hired_on: IsoDate | null;
  left_on: IsoDate | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  comment: string | null;
  /** Set when worker_photos changes (cache busting). */
  photo_updated_at: Instant | null;
  activity_status: Defaulted<ActivityStatus>;
  /** lower(short code, names, email, phone): search with ilike (trigram index). */
  search_text: ReadOnly<string>;
}

export type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';
export interface WorkerPhotosTable {
  worker_id: number;
  mime: PhotoMime;
  image: Buffer;
  thumbnail: Buffer;
  thumbnail_mime: PhotoMime;
  updated_at: InstantDefault;
}

export interface WorkerTimesTable extends Versioned {
  id: Generated<number>;
  worker_id: number;
  date: IsoDate;
  started_at: Instant;
  /** null while the time is still running. */
  ended_at: Instant | null;
  gta_type_id: number | null;
  comment: string | null;
  created_by: number | null;
}

export interface WorkerEventsTable {
  id: Generated<number>;
  worker_id: number;
  at: InstantDefault;
  user_id: number | null;
  kind: string;
  summary: string;
  data: Json | null;
}

// ------------------------------------------------------------------ pay

/** Amounts in cents (km_amount per whole km). */
export interface TeamConfigsTable extends Versioned {
  id: Generated<number>;
  team_id: number;
  waypoint_amount: Defaulted<number>;
  km_amount: Defaulted<number>;
  daily_amount: Defaulted<number>;
  extra: Defaulted<number>;
}

/** Overrides the team config on one date; unique (team_id, date). Cents. */
export interface RetribCalendarEntriesTable extends Versioned {
  id: Generated<number>;
  team_id: number;
  date: IsoDate;
  price_waypoint: number;
  price_km: number;
  price_day: number;
  extra: Defaulted<number>;
  comment: string | null;
}

export interface RetribServicesAndOptionsTable extends Versioned {
  id: Generated<number>;
  name: string;
  kind: 'service' | 'option';
  amount: number;
  description: string | null;
  activity_status: Defaulted<ActivityStatus>;
}

// ------------------------------------------------------------------ vehicles

export interface VehiclesTable extends Versioned {
  id: Generated<number>;
  short_code: string;
  plate: string | null;
  type_id: number;
  state_id: number | null;
  contract_id: number | null;
  /** The brand is the model's brand_id. */
  model_id: number | null;
  fleet_manager_id: number | null;
  supplier_id: number | null;
  analytic_account_id: number | null;
  contract_end_date: IsoDate | null;
  first_registration_on: IsoDate | null;
  mileage_km: number | null;
  /** The latest comment; the history is vehicle_comments. */
  comment: string | null;
  activity_status: Defaulted<ActivityStatus>;
  search_text: ReadOnly<string>;
}

/** At most one open row (ended_at null) per vehicle and per worker (partial unique indexes). */
export interface VehicleAssignmentsTable {
  id: Generated<number>;
  vehicle_id: number;
  worker_id: number;
  started_at: InstantDefault;
  ended_at: Instant | null;
  started_by: number | null;
  ended_by: number | null;
}

export interface VehicleCommentsTable {
  id: Generated<number>;
  vehicle_id: number;
  user_id: number | null;
  comment: string;
  at: InstantDefault;
}

// ------------------------------------------------------------------ clients

export type InvoiceFrequency = 'weekly' | 'monthly' | 'per_shift';
export interface ClientsTable extends Versioned {
  id: Generated<number>;
  business_code: string;
  name: string;
  legal_name: string | null;
  client_group_id: number | null;
  client_group2_id: number | null;
  agency_id: number | null;
  sales_agent_id: number | null;
  payment_method_id: number | null;
  finance_unit_id: number | null;
  /** Default business unit of its invoices. */
  business_unit_id: number | null;
  /** One of the client's own contacts (composite FK, deferred). */
  billing_contact_id: number | null;
  vat_number: string | null;
  siret: string | null;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: Defaulted<string>;
  invoice_frequency: Defaulted<InvoiceFrequency>;
  invoice_delivery: Defaulted<'email' | 'post'>;
  invoice_language: Defaulted<'fr' | 'en'>;
  payment_term_days: Defaulted<number>;
  /** VAT rate in basis points (2000 = 20 %). */
  vat_rate_bp: Defaulted<number>;
  comment: string | null;
  /** A closed client is inactive (check constraint); reactivation clears closed_at. */
  activity_status: Defaulted<ActivityStatus>;
  closed_at: Instant | null;
  closed_comment: string | null;
  search_text: ReadOnly<string>;
}

export interface ClientContactsTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  position: string | null;
  client_email_cc: Defaulted<boolean>;
  client_email_cc_overdue: Defaulted<boolean>;
}

export interface ClientPriceListsTable {
  client_id: number;
  price_list_id: number;
}

export interface NumberSequencesTable {
  year: number;
  last_value: Defaulted<number>;
}

export type InvoiceStatus = 'issued' | 'sent' | 'paid' | 'cancelled';
/** Amounts in cents; `amount` includes VAT and is what the client owes. */
export interface InvoicesTable extends Versioned {
  id: Generated<number>;
  /** INV-YYYY-NNNNNN, from invoice_number_sequences. */
  invoice_number: string;
  client_id: number;
  business_unit_id: number | null;
  issued_on: IsoDate;
  due_on: IsoDate;
  period_start: IsoDate | null;
  period_end: IsoDate | null;
  amount: number;
  amount_excl_vat: number;
  po_number: string | null;
  status: Defaulted<InvoiceStatus>;
  comment: string | null;
  pdf_generated_at: Instant | null;
  sent_at: Instant | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: Defaulted<number>;
  label: string;
  quantity: Defaulted<number>;
  /** Cents, excluding VAT. */
  unit_amount: number;
  amount: number;
  /** UNTDID 5305 (S standard, Z zero rated…) and the rate in basis points (migration 0062). */
  vat_category: string;
  vat_rate_bp: number;
  /** The price list amounts a shift's line was priced with (migration 0063); null otherwise. */
  price_per_shift: number | null;
  price_per_waypoint: number | null;
  price_per_km: number | null;
}

export interface CreditNotesTable {
  id: Generated<number>;
  /** CN-YYYY-NNNNNN, from credit_note_number_sequences. */
  number: string;
  invoice_id: number;
  /** Same client as the invoice (composite FK). */
  client_id: number;
  amount: number;
  business_unit_id: number | null;
  comment: string;
  issued_on: IsoDate;
  user_id: number | null;
  created_at: InstantDefault;
  /** Cents excluding VAT, the sum of its lines (migration 0067; every write of the portal sets it). */
  amount_excl_vat: Defaulted<number>;
  /** Seller, buyer and language as at issue (JSON, migration 0067); null before. */
  issued_identity: Defaulted<string | null>;
}

/** A credit note's lines, with the VAT of the invoice they correct (migration 0067). */
export interface CreditNoteLinesTable {
  id: Generated<number>;
  credit_note_id: number;
  position: number;
  label: string;
  quantity: number;
  unit_amount: number;
  amount: number;
  vat_category: string;
  vat_rate_bp: number;
}

/** A credit note's stored PDF (Factur-X) and the SHA-256 of its bytes (migration 0067). */
export interface CreditNoteDocumentsTable {
  credit_note_id: number;
  pdf: Buffer;
  sha256: string;
  generated_at: InstantDefault;
  generated_by: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  client_id: number;
  invoice_id: number | null;
  paid_on: IsoDate;
  amount: number;
  payment_method_id: number | null;
  reference: string | null;
  created_at: InstantDefault;
}

export interface RecoveryNotesTable {
  id: Generated<number>;
  client_id: number;
  user_id: number | null;
  note: string;
  at: InstantDefault;
}

export interface ClientEventsTable {
  id: Generated<number>;
  client_id: number;
  at: InstantDefault;
  user_id: number | null;
  kind: string;
  summary: string;
  data: Json | null;
}

export interface BannedUsersTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  email: string;
  cfr_user_id: number | null;
  reason: string | null;
  banned_at: InstantDefault;
  banned_by: number | null;
  /** null while banned; unique (client_id, lower(email)) among the banned. */
  unbanned_at: Instant | null;
  unbanned_by: number | null;
  unban_comment: string | null;
}

// ------------------------------------------------------------------ cfr users

export interface SitesTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  name: string;
  address: string | null;
  activity_status: Defaulted<ActivityStatus>;
}

export interface ServicesTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  name: string;
  activity_status: Defaulted<ActivityStatus>;
}

export interface CfrUsersTable extends Versioned {
  id: Generated<number>;
  /** Unique, stored lower-case (check constraint). */
  email: string;
  client_id: number;
  /** Site and service belong to the same client (composite FKs). */
  site_id: number | null;
  service_id: number | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  reset_token_hash: string | null;
  reset_expires_at: Instant | null;
  last_login_at: Instant | null;
  inactivated_at: Instant | null;
  activity_status: Defaulted<ActivityStatus>;
  search_text: ReadOnly<string>;
}

export interface CfrUserSessionsTable {
  id: Generated<number>;
  cfr_user_id: number;
  token_hash: string;
  created_at: InstantDefault;
  last_seen_at: InstantDefault;
  revoked_at: Instant | null;
}

export interface CfrUserRoomsTable {
  cfr_user_id: number;
  room_id: number;
}

// ------------------------------------------------------------------ planning

export interface RegularMissionsTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  /** The client's name, set and kept by triggers (migration 0049): the list's order. */
  client_name: Generated<string>;
  site_id: number | null;
  name: string;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  weekdays: number[];
  start_time: WallTime;
  end_time: WallTime;
  expected_waypoints: Defaulted<number>;
  expected_km: Defaulted<number>;
  comment: string | null;
  /** The list's activityStatus filter maps to this flag. */
  is_active: Defaulted<boolean>;
}

export interface ShiftsTable extends Versioned {
  id: Generated<number>;
  worker_id: number;
  client_id: number;
  shift_type_id: number | null;
  /** The planning date (Europe/Paris); starts_at/ends_at are real instants. */
  date: IsoDate;
  starts_at: Instant;
  ends_at: Instant;
  unproductive: Defaulted<boolean>;
  /** Required when unproductive (check constraint). */
  unproductive_comment: string | null;
  comment: string | null;
  created_by: number | null;
  /** Its missions' count, waypoints and km, kept by a trigger on missions (migration 0046). */
  mission_count: Defaulted<number>;
  mission_waypoints: Defaulted<number>;
  mission_km: Defaulted<number>;
}

export interface MissionsTable extends Versioned {
  id: Generated<number>;
  shift_id: number;
  regular_mission_id: number | null;
  name: string;
  waypoints: Defaulted<number>;
  /** Whole kilometres. */
  km: Defaulted<number>;
  comment: string | null;
}

// ------------------------------------------------------------------ chat and tickets

export interface RoomsTable extends Versioned {
  id: Generated<number>;
  /** A client's group chat, or null for an internal room. */
  client_id: number | null;
  name: string;
  activity_status: Defaulted<ActivityStatus>;
  created_by: number | null;
  last_message_at: Instant | null;
}

export interface RoomMembersTable {
  room_id: number;
  user_id: number;
  joined_at: InstantDefault;
}

/** user_id with exactly one of other_user_id (then user_id < other_user_id) or cfr_user_id. */
export interface ChatsTable {
  id: Generated<number>;
  user_id: number;
  other_user_id: number | null;
  cfr_user_id: number | null;
  created_at: InstantDefault;
  last_message_at: Instant | null;
}

/** Exactly one of room_id / chat_id; sender is a staff user or a cfr user. */
export interface MessagesTable {
  id: Generated<number>;
  room_id: number | null;
  chat_id: number | null;
  sender_user_id: number | null;
  sender_cfr_user_id: number | null;
  body: string;
  sent_at: InstantDefault;
  edited_at: Instant | null;
}

/**
 * Exactly one reader (user_id | cfr_user_id) and one conversation (room_id | chat_id);
 * unique nulls not distinct (user_id, cfr_user_id, room_id, chat_id) = constraint
 * `message_reads_key` (use `on conflict on constraint message_reads_key`).
 */
export interface MessageReadsTable {
  id: Generated<number>;
  user_id: number | null;
  cfr_user_id: number | null;
  room_id: number | null;
  chat_id: number | null;
  last_read_message_id: number | null;
  last_read_at: InstantDefault;
}

export interface TicketsTable {
  id: Generated<number>;
  user_id: number | null;
  subject: string;
  body: string;
  to_email: string | null;
  sent_at: InstantDefault;
}

// ------------------------------------------------------------------ settings

export type HomeMessageStatus = 'draft' | 'published' | 'archived';
export interface HomeMessagesTable extends Versioned {
  id: Generated<number>;
  title: string;
  body: string;
  status: Defaulted<HomeMessageStatus>;
  published_at: Instant | null;
  created_by: number | null;
}

export type DiscountCodeStatus = 'active' | 'expired' | 'disabled';
/** Exactly one of percent (1..100) or amount (cents). */
export interface DiscountCodesTable extends Versioned {
  id: Generated<number>;
  code: string;
  description: string | null;
  percent: number | null;
  amount: number | null;
  status: Defaulted<DiscountCodeStatus>;
  valid_from: IsoDate | null;
  valid_until: IsoDate | null;
  max_uses: number | null;
  used_count: Defaulted<number>;
}

/** Key/value settings, e.g. `max_days_limit` = 30 (value is jsonb: write JSON.stringify(v)). */
export interface SettingsTable {
  key: string;
  value: Json;
  description: string | null;
  version: Generated<number>;
  updated_at: InstantDefault;
}

/** A closed pay month (`YYYY-MM`): its shifts and worker times are frozen (0045). */
export interface MonthClosingsTable {
  month: string;
  closed_at: InstantDefault;
  closed_by: number | null;
}

/** A closing of a pay month and what it paid (migration 0057). */
export interface PayMonthClosingsTable {
  id: Generated<number>;
  month: string;
  closed_at: InstantDefault;
  closed_by: number | null;
  payroll_csv: string;
  changes: Json | null;
  reopened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reopened_by: number | null;
  reopen_reason: string | null;
  reopen_changes: Json | null;
}

/**
 * A GTA type's pay attributes from a date on (migrations 0058 and 0068, written by a trigger);
 * `-infinity`: since always.
 */
export interface GtaTypeVersionsTable {
  gta_type_id: number;
  valid_from: string;
  is_absence: boolean;
  is_paid: boolean;
}

/** A worker's team from a date on (migration 0064, written by a trigger); `-infinity`: since always. */
export interface WorkerTeamPeriodsTable {
  worker_id: number;
  valid_from: string;
  team_id: number;
}

/** A team's configuration amounts from a date on (migration 0064, written by a trigger). Cents. */
export interface TeamConfigVersionsTable {
  team_id: number;
  valid_from: string;
  waypoint_amount: number;
  km_amount: number;
  daily_amount: number;
  extra: number;
}

export interface PayMonthStatementsTable {
  closing_id: number;
  worker_id: number;
  position: number;
  team_id: number;
  agency_id: number | null;
  statement: Json;
}

/**
 * The dunning settings, one row (id 1; migration 0013): the days overdue of each reminder
 * level, the recovery threshold (cents) and each level's mail template in French and in
 * English (0043, 0066; each 1 to 4,000 characters holding `{invoices}`).
 */
export interface FinanceSettingsTable {
  id: Defaulted<number>;
  first_reminder_days: Defaulted<number>;
  second_reminder_days: Defaulted<number>;
  formal_notice_days: Defaulted<number>;
  recovery_threshold: Defaulted<number>;
  first_reminder_template_fr: Defaulted<string>;
  first_reminder_template_en: Defaulted<string>;
  second_reminder_template_fr: Defaulted<string>;
  second_reminder_template_en: Defaulted<string>;
  formal_notice_template_fr: Defaulted<string>;
  formal_notice_template_en: Defaulted<string>;
  version: Defaulted<number>;
  updated_at: InstantDefault;
}

export interface DomainTables {
  elus: ElusTable;
  agencies: AgenciesTable;
  teams: TeamsTable;
  companies: CompaniesTable;
  gta_types: GtaTypesTable;
  finance_units: FinanceUnitsTable;
  business_units: BusinessUnitsTable;
  analytic_accounts: AnalyticAccountsTable;
  shift_types: ShiftTypesTable;
  vehicle_types: VehicleTypesTable;
  vehicle_states: VehicleStatesTable;
  vehicle_contracts: VehicleContractsTable;
  vehicle_brands: VehicleBrandsTable;
  vehicle_models: VehicleModelsTable;
  fleet_managers: FleetManagersTable;
  vehicle_suppliers: VehicleSuppliersTable;
  client_groups2: ClientGroups2Table;
  client_groups: ClientGroupsTable;
  sales_agents: SalesAgentsTable;
  payment_methods: PaymentMethodsTable;
  price_lists: PriceListsTable;
  workers: WorkersTable;
  worker_photos: WorkerPhotosTable;
  worker_times: WorkerTimesTable;
  worker_events: WorkerEventsTable;
  team_configs: TeamConfigsTable;
  retrib_calendar_entries: RetribCalendarEntriesTable;
  retrib_services_and_options: RetribServicesAndOptionsTable;
  vehicles: VehiclesTable;
  vehicle_assignments: VehicleAssignmentsTable;
  vehicle_comments: VehicleCommentsTable;
  clients: ClientsTable;
  client_contacts: ClientContactsTable;
  client_price_lists: ClientPriceListsTable;
  invoice_number_sequences: NumberSequencesTable;
  credit_note_number_sequences: NumberSequencesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  credit_note_documents: CreditNoteDocumentsTable;
  payments: PaymentsTable;
  recovery_notes: RecoveryNotesTable;
  client_events: ClientEventsTable;
  banned_users: BannedUsersTable;
  sites: SitesTable;
  services: ServicesTable;
  cfr_users: CfrUsersTable;
  cfr_user_sessions: CfrUserSessionsTable;
  cfr_user_rooms: CfrUserRoomsTable;
  regular_missions: RegularMissionsTable;
  shifts: ShiftsTable;
  missions: MissionsTable;
  rooms: RoomsTable;
  room_members: RoomMembersTable;
  chats: ChatsTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  tickets: TicketsTable;
  home_messages: HomeMessagesTable;
  discount_codes: DiscountCodesTable;
  settings: SettingsTable;
  month_closings: MonthClosingsTable;
  pay_month_closings: PayMonthClosingsTable;
  pay_month_statements: PayMonthStatementsTable;
  gta_type_versions: GtaTypeVersionsTable;
  finance_settings: FinanceSettingsTable;
  worker_team_periods: WorkerTeamPeriodsTable;
  team_config_versions: TeamConfigVersionsTable;
}

export type Worker = Selectable<WorkersTable>;
export type NewWorker = Insertable<WorkersTable>;
export type WorkerUpdate = Updateable<WorkersTable>;
export type Vehicle = Selectable<VehiclesTable>;
export type Client = Selectable<ClientsTable>;
export type NewClient = Insertable<ClientsTable>;
export type Invoice = Selectable<InvoicesTable>;
export type Shift = Selectable<ShiftsTable>;
export type NewShift = Insertable<ShiftsTable>;
export type WorkerTime = Selectable<WorkerTimesTable>;
export type Mission = Selectable<MissionsTable>;
export type CfrUser = Selectable<CfrUsersTable>;
export type RegularMission = Selectable<RegularMissionsTable>;
