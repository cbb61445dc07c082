import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './common';

/**
 * The global search (docs/product.md#calls-global-search): one call per area, each answering
 * the records of its area whose text holds the term, the best first. The shell asks the calls
 * of the areas the user's roles open (the access table), in parallel, and shows each area's
 * answer as its group. A call never answers a record the caller could not open.
 *
 * Matching: accents and case do not matter (`Élodie` = `elodie`); a phone number matches in
 * any spacing (`02 07 64 25 59`, `0207642559`, `+33 2 07 64 25 59`); a term matches anywhere
 * in a field (`001164` finds `INV-2026-001164`); a term of 2 characters matches the start of a
 * word. Order: the first field equal to the term, then a field starting with it, then a word
 * starting with it, then anywhere; ties go to the earlier match in the shorter text, then by title.
 */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 20;

export const searchQuery = z.object({
  /** The term, trimmed: 2 to 100 characters (else a 400 naming `q`). */
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `At least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`),
  /** Results at most (default 8, at most 20). */
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

/** What a result is; the shell may pick an icon by it. */
export const SEARCH_KINDS = [
  'client',
  'contact',
  'invoice',
  'creditNote',
  'worker',
  'vehicle',
  'cfrUser',
  'regularMission',
  'chatRoom',
] as const;
export const searchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKind>;

/**
 * One result. `href` is the portal route that opens it (path and query string, e.g.
 * `/clients/C00042?tab=invoices&invoice=INV-2026-001164`); `id` is the record's own id (a
 * contact's or an invoice's, not its client's).
 */
export const searchHit = z.object({
  kind: searchKind,
  id,
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchAnswer = z.object({ items: z.array(searchHit) });
export type SearchAnswer = z.infer<typeof searchAnswer>;

const searchCall = <P extends string>(path: P, summary: string) =>
  endpoint({ method: 'GET', path, summary, query: searchQuery, response: searchAnswer });

/**
 * The search calls, by area. Each has the roles of its area's read calls (access table):
 * clients CLIENTS, invoices FINANCE, workers WORKERS, vehicles VEHICLES, cfrUsers CFRUSERS,
 * regularMissions REGULAR, chatRooms CHAT.
 */
export const searchEndpoints = {
  clients: searchCall(
    'clients/search',
    'Search clients (code, name, legal name, city, SIRET, phone), their contacts (name, email, phone), invoices and credit notes (number, PO number); each opens on its client page',
  ),
  invoices: searchCall(
    'finance/searchInvoices',
    "Search invoices and credit notes by number or PO number; each opens on its client's recovery page",
  ),
  workers: searchCall('workers/search', 'Search couriers by name, short code, phone or email'),
  vehicles: searchCall('vehicles/search', 'Search vehicles by short code or plate (with or without its dashes)'),
  cfrUsers: searchCall('users/cfr/search', 'Search client-side users by name or email'),
  regularMissions: searchCall('regularMissions/search', 'Search regular missions by name'),
  chatRooms: searchCall('chat/search', 'Search the chat rooms the caller is a member of, by name'),
};
