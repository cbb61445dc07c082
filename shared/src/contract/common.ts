import './zodConfig';
import { z } from 'zod';

/** The largest id (PostgreSQL's int4): an id above it is a 400 naming the field, not a database error. */
export const MAX_ID = 2_147_483_647;
/**
 * Database ids are positive integers. In a body an id is a JSON integer, never a string
 * (`"1e1"`, `"0x1"`, `true` and `[7]` are refused); in a query string, where every value is
 * text, `endpoint()` reads decimal digits as the number (see `queryNumber`).
 */
export const id = z.number().int().min(1).max(MAX_ID);
export const optionalId = id.optional();

/** docs/product.md#activity-status: lists default to active and offer "all". */
export const activityStatus = z.enum(['active', 'inactive']);
/** The values of a list's activity-status filter, in the order the pages offer them. */
export const ACTIVITY_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
/** A list's activity-status filter (`?status=` of the list pages, `activityStatus` of the calls). */
export type ActivityStatusFilter = (typeof ACTIVITY_STATUS_FILTERS)[number];
export const activityStatusFilter = z.enum(ACTIVITY_STATUS_FILTERS).default('active');

/**
 * Money is integer cents, never negative unless a schema says otherwise. `cents` is the type of
 * the answers' figures (at most 10,000,000 € each); what a caller may send is bounded tighter
 * by the helpers below (docs/product.md#input-limits).
 */
export const MAX_CENTS = 1_000_000_000;
export const cents = z.number().int().min(0).max(MAX_CENTS);
/** An amount a caller sends (a credit note, a threshold, a discount): at most 1,000,000 €. */
export const MAX_AMOUNT_CENTS = 100_000_000;
export const amountCents = z
  .number()
  .int()
  .min(0)
  .max(MAX_AMOUNT_CENTS)
  .describe('Integer cents, at most 100000000 (1,000,000 €)');
/** A pay or price rate per unit (per waypoint, per km): at most 100 €. */
export const MAX_UNIT_RATE_CENTS = 10_000;
export const unitRateCents = z
  .number()
  .int()
  .min(0)
  .max(MAX_UNIT_RATE_CENTS)
  .describe('Integer cents per unit, at most 10000 (100 €)');
/** A pay rate per day or an extra per day: at most 10,000 €. */
export const MAX_DAY_RATE_CENTS = 1_000_000;
export const dayRateCents = z
  .number()
  .int()
  .min(0)
  .max(MAX_DAY_RATE_CENTS)
  .describe('Integer cents per day, at most 1000000 (10,000 €)');

/** Dates are ISO YYYY-MM-DD; times are ISO with zone. */
export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });
const dateWithin = (from: string, to: string) =>
  isoDate
    .refine((d) => d >= from && d <= to, `Must be between ${from} and ${to}`)
    .describe(`A date from ${from} to ${to}`);
/** A date of a person's life or of a vehicle (birth, hiring, leaving, registration): 1900 to 2100. */
export const lifeDate = dateWithin('1900-01-01', '2100-12-31');
/** A date of the business (shifts, worker times, rates, messages, codes, contracts): 2000 to 2100. */
export const businessDate = dateWithin('2000-01-01', '2100-12-31');

/** Every editable row carries its version; a stale one gets 409 (docs/product.md#versions-and-conflicts). */
export const version = z.number().int().min(1).max(MAX_ID);

/**
 * Text fields (docs/product.md#input-limits). Every string of a body is one of:
 * - single-line (names, codes, plates, subjects, references): no control character at all
 *   (no CR, LF, tab, BEL, ESC, NUL...), no Unicode line separator, no bidirectional override;
 * - multi-line (comments, notes, templates, messages, bodies): the same, except line breaks
 *   (`\n`, `\r\n`) and tabs;
 * - identity (a client's name, legal name and address lines, which go into mails and
 *   invoices): single-line, letters (accented too), digits, spaces and . , ' ’ - & / ( ) ° # + : only.
 * The kind is in the OpenAPI document (`x-text`). Passwords, tokens and base64 data carry
 * their own format. NUL never reaches the database: it is a 400 naming the field.
 */
export type TextKind = 'single-line' | 'multi-line' | 'identity';
/* eslint-disable no-control-regex -- these patterns are about control characters */
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
// Tabs and line feeds, and a carriage return only before a line feed.
const MULTI_LINE = /^(?![\s\S]*\r(?!\n))[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
const IDENTITY = /^[\p{L}\p{M}\p{N} .,'’\-&/()°#+:]*$/u;
/* eslint-enable no-control-regex */
export const TEXT_PATTERNS: Record<TextKind, RegExp> = { 'single-line': SINGLE_LINE, 'multi-line': MULTI_LINE, identity: IDENTITY };
/** Whether a text holds a character a single-line field refuses (a form's own check). */
export const hasControlCharacter = (v: string) => NOT_SINGLE_LINE.test(v);

const textOf = (kind: TextKind, max: number, min: number, message: string, required = 'Required') =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? required : `At least ${min} characters`)
    .max(max, `At most ${max} characters`)
    .regex(TEXT_PATTERNS[kind], message)
    .meta({ 'x-text': kind });
/** A single-line text of at most `max` characters; `min` 1 (required) unless given (0: may be empty). */
export const singleLine = (max: number, min = 1, required?: string) =>
  textOf('single-line', max, min, 'Must be a single line, without control characters', required);
/** A multi-line text: line breaks and tabs, no other control character. */
export const multiLine = (max: number, min = 1, required?: string) =>
  textOf('multi-line', max, min, 'Control characters other than line breaks and tabs are not allowed', required);
/** A client's name, legal name or address line: single-line, restricted characters. */
export const identityText = (max: number, min = 1) =>
  textOf('identity', max, min, "Letters, digits, spaces and . , ' - & / ( ) ° # + : only, on one line");

export const comment = multiLine(2000, 1, 'A comment is required');
export const email = z.email().max(254);

/**
 * A number in a query string, where every value is text: decimal digits only (`1e1`, `0x1`
 * are refused) and an empty value (`km=`) is absent, never 0. `endpoint()` applies it to every
 * number of a query, so a query may use `id`, `page`... as they are.
 */
export const fromQueryText = (v: unknown) =>
  v === '' ? undefined : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
export const queryNumber = <T extends z.ZodType>(schema: T) => z.preprocess(fromQueryText, schema);

export const page = z.number().int().min(1).default(1);

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
export const pageSize = (def: number, max = 1000) => z.number().int().min(1).max(max).default(def);

/** Comma-separated or repeated query values, as ids. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return [] as number[];
    const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
    const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > MAX_ID)) {
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
