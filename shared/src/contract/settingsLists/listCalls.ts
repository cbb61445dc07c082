import { z } from 'zod';
import { endpoint } from '../endpoint';
import { activityStatus, activityStatusFilter, email, id, singleLine, isoDateTime, version } from '../common';

const name = singleLine(120);
const code = singleLine(30, 0).nullable();
const phone = singleLine(40, 0).nullable();
const mail = email.nullable();
const inUse = z.number().int().min(0);

/** What every simple list's row has. */
export const settingsListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  activityStatus,
  /** How many rows refer to this item (it can be made inactive, never deleted). */
  inUse,
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type SettingsListRow = z.infer<typeof settingsListRow>;

export const contactRow = settingsListRow.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** Fields of a new simple item; an update takes them all optional with id and version. */
export const namedFields = { name, code: code.optional(), activityStatus: activityStatus.optional() };
export const contactFields = { ...namedFields, email: mail.optional(), phone: phone.optional() };
const edit = { id, version };
const listQuery = z.object({ activityStatus: activityStatusFilter });

export const partialOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...edit, ...z.object(shape).partial().shape });

// ---------------------------------------------------------------- calls

export const list = <R extends z.ZodType, Q extends z.ZodType = typeof listQuery>(
  path: string,
  summary: string,
  row: R,
  query?: Q,
) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    query: (query ?? listQuery) as Q,
    response: z.array(row),
  });
export const add = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  row: R,
) => endpoint({ method: 'POST', path, summary: `${summary} (409 on a duplicate name)`, body, response: row });
export const update = <B extends z.ZodType, R extends z.ZodType>(
  path: string,
  summary: string,
  body: B,
  row: R,
) =>
  endpoint({
    method: 'POST',
    path,
    summary: `${summary}: send id, version and the changed fields (409 when stale or on a duplicate name)`,
    body,
    response: row,
  });
