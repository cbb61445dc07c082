import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  id,
  idList,
  isoDateTime,
  optionalId,
  page,
  pageSize,
  paged,
  singleLine,
  version,
} from './common';
import { PASSWORD_MIN_LENGTH } from './auth';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE, sortOrder } from './listing';

/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): people of a client who use the
 * client portal and its chat rooms. Every answer is `{data: <response>}`.
 *
 * - The email is unique (compared in lower case): a duplicate is a 409.
 * - A user belongs to one client, with an optional site and service of that client, and
 *   is a member of some of that client's chat rooms.
 * - Making a user inactive ends their sessions. A password reset mails a single-use link
 *   valid CFR_RESET_HOURS hours; only a hash of its token is kept (and the outbox keeps the
 *   mail with the link's token redacted). The client portal sends the token back with the new
 *   password (`resetPasswordConfirm`, public, no session).
 */

/** How long a password-reset link stays valid. */
export const CFR_RESET_HOURS = 24;
export const CFR_USERS_PAGE_SIZE = 100;

const ref = z.object({ id: z.number().int(), name: z.string() });
const emailField = z.string().trim().toLowerCase().pipe(z.email('Not a valid email address').max(254));
const personName = singleLine(100);
const phone = singleLine(30)
  .regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only');

export const cfrUserRow = z.object({
  userCFrId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  clientId: z.number().int(),
  client: z.object({ id: z.number().int(), name: z.string(), businessCode: z.string() }),
  site: ref.nullable(),
  service: ref.nullable(),
  activityStatus,
  lastLoginAt: isoDateTime.nullable(),
});
export type CfrUserRow = z.infer<typeof cfrUserRow>;

export const cfrUserDetail = cfrUserRow.extend({
  chatRoomsIds: z.array(z.number().int()),
  /** The rooms of the user's client, which `chatRoomsIds` picks from. */
  clientRooms: z.array(ref),
  inactivatedAt: isoDateTime.nullable(),
  /** When the last reset link stops working; null when none is pending. */
  resetExpiresAt: isoDateTime.nullable(),
  openSessions: z.number().int(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CfrUserDetail = z.infer<typeof cfrUserDetail>;

/** The list's sortable columns (each walks an index, migration 0071). */
export const cfrUserSortField = z.enum(['lastName', 'firstName', 'email', 'activityStatus', 'lastLoginAt']);
export type CfrUserSortField = z.infer<typeof cfrUserSortField>;

export const getCfrUsersQuery = z.object({
  clientId: optionalId,
  /** Matches email, first and last name (case-insensitive, anywhere). */
  search: z.string().trim().max(200).optional(),
  activityStatus: activityStatusFilter,
  /** The column the list is sorted on (then by name and id), last name by default. */
  sort: cfrUserSortField.default('lastName'),
  order: sortOrder('asc'),
  page,
  pageSize: pageSize(CFR_USERS_PAGE_SIZE, 500),
});
export type GetCfrUsersQuery = z.input<typeof getCfrUsersQuery>;
/** The export's query: the list's filters and sort, no paging, and the separator. */
export const exportCfrUsersQuery = getCfrUsersQuery.omit({ page: true, pageSize: true }).extend({ sep: csvSeparator });

export const addCfrUserBody = z.object({
  email: emailField,
  clientId: id,
  firstName: personName,
  lastName: personName,
  phone: phone.nullable().optional(),
  siteId: id.nullable().optional(),
  serviceId: id.nullable().optional(),
});
export type AddCfrUserBody = z.input<typeof addCfrUserBody>;

export const updateCfrUserBody = z.object({
  userCFrId: id,
  version,
  email: emailField.optional(),
  firstName: personName.optional(),
  lastName: personName.optional(),
  phone: phone.nullable().optional(),
  /** Of the user's client (after the move, when `clientId` is in the query). */
  siteId: id.nullable().optional(),
  serviceId: id.nullable().optional(),
  activityStatus: z.literal('active').optional(),
});
export type UpdateCfrUserBody = z.input<typeof updateCfrUserBody>;

const cfrRef = { clientId: id, userCFrId: id, email: emailField };

/** The token of a reset link as mailed (32 random bytes in base64url). */
const resetToken = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a reset token');

export const confirmCfrResetBody = z.object({
  token: resetToken,
  /** The same rules as a staff password: at least PASSWORD_MIN_LENGTH characters, not the email, not a demo password. */
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`).max(200),
});
export type ConfirmCfrResetBody = z.input<typeof confirmCfrResetBody>;

const siteRow = z.object({ id: z.number().int(), name: z.string(), clientId: z.number().int(), activityStatus });

export const cfrUsersEndpoints = {
  getUsers: endpoint({
    method: 'GET',
    path: 'users/cfr/getUsers',
    summary:
      'Client-side users, filtered by client, search and activity (active by default), sorted (`sort`: lastName by default, firstName, email, activityStatus, lastLoginAt; `order` asc by default or desc), paged',
    query: getCfrUsersQuery,
    response: paged(cfrUserRow),
  }),
  exportUsers: endpoint({
    method: 'GET',
    path: 'users/cfr/exportUsers',
    summary:
      "The client-side users list's whole filtered set in its sort as a CSV file (streamed; UTF-8 with a byte-order mark; `sep` ';' by default or ','), named cfr-users-YYYY-MM-DD.csv",
    query: exportCfrUsersQuery,
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  addUser: endpoint({
    method: 'POST',
    path: 'users/cfr/addUser',
    summary: 'Create a client-side user: unique email (409 otherwise), one client, optional site and service of that client',
    body: addCfrUserBody,
    response: cfrUserDetail,
  }),
  getUser: endpoint({
    method: 'GET',
    path: 'users/cfr/[id]',
    summary: 'One client-side user, with their chat rooms and the rooms of their client',
    response: cfrUserDetail,
  }),
  getSites: endpoint({
    method: 'GET',
    path: 'users/cfr/getSites',
    summary: 'Sites of a client (or of every client), active by default',
    query: z.object({ clientId: optionalId, activityStatus: activityStatusFilter }),
    response: z.array(siteRow),
  }),
  getServices: endpoint({
    method: 'GET',
    path: 'users/cfr/getServices',
    summary: 'Services of a client (or of every client), active by default',
    query: z.object({ clientId: optionalId, activityStatus: activityStatusFilter }),
    response: z.array(siteRow),
  }),
  updateUser: endpoint({
    method: 'POST',
    path: 'users/cfr/updateUser',
    summary:
      "Edit a client-side user (version, 409 when stale). Query `chatRoomsIds`: the complete set of rooms (of the user's client) when given; query `clientId`: moves the user to that client (site, service and rooms of the old client are dropped)",
    query: z.object({ chatRoomsIds: idList.optional(), clientId: optionalId }),
    body: updateCfrUserBody,
    response: cfrUserDetail,
  }),
  inactiveUser: endpoint({
    method: 'POST',
    path: 'users/cfr/inactiveUser',
    summary: 'Make a client-side user inactive and end their sessions (409 when already inactive)',
    body: z.object(cfrRef),
    response: cfrUserDetail,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'users/cfr/resetPassword',
    summary: `Mail the user a single-use password reset link valid ${CFR_RESET_HOURS} h (only its hash is kept; a new one replaces the old)`,
    body: z.object(cfrRef),
    response: z.object({ userCFrId: z.number().int(), sentTo: z.string(), expiresAt: isoDateTime, outboxId: z.number().int() }),
  }),
  resetPasswordConfirm: endpoint({
    method: 'POST',
    path: 'users/cfr/resetPassword/confirm',
    summary: `Public (the client portal's reset page, no session): the token of a reset link and a new password set the user's password once; an unknown, used, replaced or expired token (after ${CFR_RESET_HOURS} h) is a 400 naming \`token\`; the user's open sessions end`,
    body: confirmCfrResetBody,
    response: z.object({ email: z.string(), passwordChanged: z.literal(true) }),
  }),
};

