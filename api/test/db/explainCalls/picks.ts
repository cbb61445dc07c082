import type { Endpoint } from '@courier/shared/contract';
import type { PathParams } from '../../helpers/injectAs';

/** One call the EXPLAIN test sends, with what it must read. */
export interface Call {
  name: string;
  endpoint: Endpoint;
  query?: Record<string, string | number | boolean>;
  params?: PathParams;
  /** An index one of the call's plans must read (an order walked through the index of its filter). */
  readsIndex?: string;
}

/** Ids and values the calls take, read from the filled database. */
export interface Picks {
  adminId: number;
  workerId: number;
  workerTerm: string;
  teamId: number;
  agencyId: number;
  clientId: number;
  clientInvoicePages: number;
  clientTerm: string;
  clientMiddle: string;
  clientGroupId: number;
  cfrUserId: number;
  cfrClientId: number;
  cfrTerm: string;
  vehicleId: number;
  vehicleTypeId: number;
  vehicleTerm: string;
  regularId: number;
  regularClientId: number;
  regularTerm: string;
  monday: string;
  pastMonday: string;
  date: string;
  shiftId: number;
  action: string;
  roomId: number;
  beforeMessage: number;
  mailId: number;
  today: string;
  weekAgo: string;
  billingMonth: string;
  billingClientId: number;
}

export const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  // Before the picks are read (the names of the calls are listed first), any date will do.
  if (Number.isNaN(x.getTime())) return d;
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
