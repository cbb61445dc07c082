// The pay tables: team configurations and the calendar, their dated history, month closings
// and the statements kept by a closing (docs/product.md#pay-history).
import type { ColumnType, Generated } from 'kysely';
import type { InstantDefault, IsoDate, Defaulted, Json, Versioned, ActivityStatus } from './columns';

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
