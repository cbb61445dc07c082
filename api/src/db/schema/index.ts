import type { AuthTables } from './auth';
import type { DomainTables } from './domain';

/** Kysely's view of the whole database: auth and audit tables, then the domain. */
export interface DB extends AuthTables, DomainTables {}
