// Tables of the business domain (docs/product.md#domain-rules). Owned by migration 0002_domain, whose
// header comment gives the conventions (cents, dates, versions, no soft delete).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Instant, InstantDefault, IsoDate, WallTime, Defaulted, ReadOnly, Json, Versioned, NamedTable, ActivityStatus } from './columns';
import type { ClientsTable, ClientContactsTable, ClientPriceListsTable, NumberSequencesTable, InvoicesTable, InvoiceLinesTable, CreditNotesTable, CreditNoteLinesTable, CreditNoteDocumentsTable, PaymentsTable, RecoveryNotesTable, ClientEventsTable, BannedUsersTable } from './money';
import type { TeamConfigsTable, RetribCalendarEntriesTable, RetribServicesAndOptionsTable, MonthClosingsTable, PayMonthClosingsTable, GtaTypeVersionsTable, WorkerTeamPeriodsTable, TeamConfigVersionsTable, PayMonthStatementsTable } from './pay';
import type { WorkersTable, WorkerPhotosTable, WorkerDocumentsTable, WorkerTimesTable, WorkerEventsTable, VehiclesTable, VehicleAssignmentsTable, VehicleCommentsTable } from './workforce';

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
  room_id: number | null;
  closed_at: Instant | null;
  closed_by: number | null;
  version: Generated<number>;
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
  worker_documents: WorkerDocumentsTable;
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
