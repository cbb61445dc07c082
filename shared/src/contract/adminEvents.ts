import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDate, isoDateTime, keysetCursor, optionalId, page, pageSize, paged } from './common';
import { staffUserSummary } from './users';

export const adminEventRow = z.object({
  id: z.number().int(),
  at: isoDateTime,
  userId: z.number().int().nullable(),
  userLogin: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The English sentence; readers that do not know the action (or older rows) show it. */
  summary: z.string(),
  /**
   * The values the sentence is worded from in the reader's language (changed field keys, names,
   * old and new values), by action; null on rows written before they were stored.
   */
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type AdminEventRow = z.infer<typeof adminEventRow>;

export const adminEventsEndpoints = {
  getAdminEvents: endpoint({
    method: 'GET',
    path: 'adminEvents/getAdminEvents',
    summary: 'Audit trail of changes made by staff, newest first; filters: action, user, date range (inclusive, UTC days), target type and id',
    query: z.object({
      action: z.string().trim().max(100).optional(),
      user: optionalId,
      dateFrom: isoDate.optional(),
      dateTo: isoDate.optional(),
      /** What kind of row was changed (`vehicle_brand`, `worker`...). */
      targetType: z.string().trim().max(50).optional(),
      /** Which row: its id (with targetType). */
      targetId: z.string().trim().max(100).optional(),
      page,
      pageSize: pageSize(50, 500),
      /**
       * Optional keyset paging: the `nextCursor` of the page before. The page then starts right
       * after that event (stable while events are added), `page` is only echoed, and `total`
       * counts from the cursor on.
       */
      cursor: keysetCursor.optional(),
    }),
    // The trail grows without end: `total` is counted at most a few pages past the one
    // asked for, and `totalIsLowerBound` says when there are more ("250+").
    // `nextCursor` (when there are more events) asks for the next page by keyset.
    response: paged(adminEventRow).extend({ totalIsLowerBound: z.boolean(), nextCursor: z.string().nullable().optional() }),
  }),
  getUserList: endpoint({
    method: 'GET',
    path: 'adminEvents/getUserList',
    summary: 'Staff users, for the user filter of the admin events',
    response: z.array(staffUserSummary),
  }),
};
