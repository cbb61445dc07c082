import { z } from 'zod';

/** Database ids are positive integers; query strings arrive as text, hence coerce. */
/** Capped at PostgreSQL's int4 so that an oversized id is a 400, not a database error. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const optionalId = id.optional();

/** docs/product.md#activity-status: lists default to active and offer "all". */
export const activityStatus = z.enum(['active', 'inactive']);
/** The values of a list's activity-status filter, in the order the pages offer them. */
export const ACTIVITY_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
/** A list's activity-status filter (`?status=` of the list pages, `activityStatus` of the calls). */
export type ActivityStatusFilter = (typeof ACTIVITY_STATUS_FILTERS)[number];
export const activityStatusFilter = z.enum(ACTIVITY_STATUS_FILTERS).default('active');

/** Money is integer cents, never negative unless a schema says otherwise. */
export const cents = z.number().int().min(0).max(1_000_000_000);

/** Dates are ISO YYYY-MM-DD; times are ISO with zone. */
export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });

/** Every editable row carries its version; a stale one gets 409 (docs/product.md#versions-and-conflicts). */
export const version = z.number().int().min(1);

export const text = (max = 200) => z.string().trim().min(1).max(max);
export const optionalText = (max = 2000) => z.string().trim().max(max).optional();
export const comment = z.string().trim().min(1, 'A comment is required').max(2000);
export const email = z.email().max(254);

export const page = z.coerce.number().int().min(1).default(1);

/**
 * A keyset cursor of a list that grows without bound (admin trail, outbox): the last row's time
 * in UTC to the microsecond, `~`, its id. The time must be a real one (no 30 February), so that
 * a forged cursor is a 400 here rather than a failed query.
 */
export const keysetCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~\d{1,18}$/, 'Not a cursor of this list')
  .refine((v) => {
    const at = Date.parse(v.slice(0, 23) + 'Z');
    return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 19) === v.slice(0, 19);
  }, 'Not a cursor of this list');
export const pageSize = (def: number, max = 1000) => z.coerce.number().int().min(1).max(max).default(def);

/** Comma-separated or repeated query values, as ids. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return [] as number[];
    const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of ids' });
      return z.NEVER;
    }
    return ids;
  });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A named reference row (teams, agencies, companies, lists of settings...). */
export const namedRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable().optional(),
  activityStatus: activityStatus.optional(),
});
export type NamedRow = z.infer<typeof namedRow>;

/** Error answers (docs/product.md#error-format). `fields` maps each bad field to its message. */
export const errorCode = z.enum([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  /** A sensitive finance call needs a fresh authenticator code first (POST auth/stepUp). */
  'step_up_required',
]);
export const errorBody = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Loose body for area calls whose handlers are not written yet; areas tighten them. */
export const provisional = z.looseObject({});

/** Who did something, as every area outside the settings shows a colleague: by display name, never by login. */
export const staffName = z.string().nullable().describe("The staff member's display name (never their login)");
