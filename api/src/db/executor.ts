import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** What a query runs on: the database, or a transaction of it (so a change and its trail commit together). */
export type Executor = Kysely<DB> | Transaction<DB>;
