/** Route parameters of the recovery pages. */
export interface RecoveryRouteParams {
  clientId: string;
}

/** Rows per page of the summary (the contract's default, RECOVERY_PAGE_SIZE of shared/src/contract/finance.ts). */
export const RECOVERY_PAGE_SIZE = 50;

/** The summary's own filters, kept in the address (after the search). */
export interface RecoveryFilters {
  agencyId: number | null;
  salesAgentId: number | null;
  /** Euros as typed; the request sends cents. */
  minOverdue: string;
  onlyOverdue: boolean;
  /** Only clients with a reminder due (a Today link sets it; a chip clears it). */
  remindersDue: boolean;
  /** Only clients put in recovery on or after this day, `YYYY-MM-DD` ('' = any; a Today link sets it). */
  inRecoverySince: string;
}

/** The columns the server sorts by. */
export const RECOVERY_SORTS = [
  'name',
  'businessCode',
  'notDue',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdueOver90',
  'overdue',
  'totalDue',
] as const;
export type RecoverySort = (typeof RECOVERY_SORTS)[number];
