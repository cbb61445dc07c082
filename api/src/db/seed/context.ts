import type { Executor } from '../executor';
import type { Rng } from './random';

export type SeedSize = 'small' | 'large';

/** How much of everything each size makes. */
export interface Sizes {
  agencies: number;
  teams: number;
  activeWorkers: number;
  inactiveWorkers: number;
  photos: number;
  vehicles: number;
  clients: number;
  /** Share of clients that are inactive (half of them closed). */
  inactiveClientShare: number;
  cfrUsers: number;
  bannedUsers: number;
  /** Monthly invoices per client over this many past months. */
  invoiceMonths: number;
  regularMissions: number;
  shiftDaysBack: number;
  shiftDaysAhead: number;
  clientRooms: number;
  internalRooms: number;
  messages: number;
  calendarEntriesPerTeam: number;
  adminEvents: number;
}

export const SIZES: Record<SeedSize, Sizes> = {
  small: {
    agencies: 5,
    teams: 6,
    activeWorkers: 54,
    inactiveWorkers: 6,
    photos: 8,
    vehicles: 30,
    clients: 200,
    inactiveClientShare: 0.1,
    cfrUsers: 160,
    bannedUsers: 12,
    invoiceMonths: 8,
    regularMissions: 80,
    shiftDaysBack: 21,
    shiftDaysAhead: 14,
    clientRooms: 12,
    internalRooms: 3,
    messages: 600,
    calendarEntriesPerTeam: 4,
    adminEvents: 0,
  },
  large: {
    agencies: 12,
    teams: 20,
    activeWorkers: 1_800,
    inactiveWorkers: 200,
    photos: 40,
    vehicles: 500,
    clients: 20_000,
    inactiveClientShare: 0.1,
    cfrUsers: 10_000,
    bannedUsers: 500,
    invoiceMonths: 5,
    regularMissions: 3_000,
    shiftDaysBack: 120,
    shiftDaysAhead: 20,
    clientRooms: 300,
    internalRooms: 10,
    messages: 50_000,
    calendarEntriesPerTeam: 12,
    adminEvents: 500_000,
  },
};

export interface Named {
  id: number;
  name: string;
}

/** What each part of the seed hands to the next ones. */
export interface SeedContext {
  db: Executor;
  size: SeedSize;
  sizes: Sizes;
  /** The instant the data is built around, and its date in Paris. */
  now: Date;
  today: string;
  /** Staff users made by seedAccounts (authors of notes, comments, messages); may be empty. */
  staffIds: number[];
  ref: {
    agencies: number[];
    teams: { id: number; agencyId: number }[];
    companies: { id: number; prefix: string }[];
    elus: number[];
    gtaWork: number;
    gtaAbsences: number[];
    gtaAll: number[];
    businessUnits: number[];
    financeUnits: number[];
    analyticAccounts: number[];
    shiftTypes: number[];
    vehicleTypes: number[];
    vehicleStates: number[];
    vehicleContracts: number[];
    vehicleModels: number[];
    fleetManagers: number[];
    vehicleSuppliers: number[];
    clientGroups: { id: number; group2Id: number }[];
    salesAgents: number[];
    paymentMethods: number[];
    priceLists: number[];
  };
  workers: { id: number; active: boolean; agencyId: number; teamId: number; hiredOn: string }[];
  clients: {
    id: number;
    active: boolean;
    agencyId: number;
    name: string;
    businessCode: string;
    createdOn: string;
  }[];
  regularMissions: {
    id: number;
    clientId: number;
    name: string;
    weekdays: number[];
    start: number;
    end: number;
    waypoints: number;
    km: number;
  }[];
  cfrUsers: { id: number; clientId: number; email: string }[];
}

/** A staff author, or null when no staff user exists. */
export function author(ctx: SeedContext, rng: Rng): number | null {
  return ctx.staffIds.length ? rng.pick(ctx.staffIds) : null;
}
