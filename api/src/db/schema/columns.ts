// Column types every table of the domain uses (docs/product.md#domain-rules; conventions in
// migration 0002_domain's header).
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as a Date, written as a Date or an ISO string. */
export type Instant = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (now()): optional on insert. */
export type InstantDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** date: read and written as 'YYYY-MM-DD'. */
export type IsoDate = string;
/** time: read as 'HH:MM:SS', written as 'HH:MM' or 'HH:MM:SS'. */
export type WallTime = string;
/** A column with a default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A generated (stored) column: read only. */
export type ReadOnly<T> = ColumnType<T, never, never>;
export type Json = ColumnType<unknown, string | undefined, string>;

export type ActivityStatus = 'active' | 'inactive';

export interface Versioned {
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
