import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  businessDate,
  email,
  id,
  isoDate,
  MAX_AMOUNT_CENTS,
  multiLine,
  singleLine,
  isoDateTime,
  optionalId,
  version,
} from './common';
import { outboxEndpoints } from './outbox';

/**
 * Settings lists (docs/product.md#settings). Every list follows `{list}/get{List}`,
 * `{list}/add{Item}`, `{list}/update{Item}`; every answer is `{data: <response>}`.
 *
 * - Names are unique within their list, whatever the case (409 naming the duplicate);
 *   vehicle models within their brand.
 * - Rows carry `version`; an update sends `id`, `version` and the changed fields only
 *   (`null` clears an optional one); a stale version is a 409.
 * - Nothing is ever deleted: an item is made inactive (`activityStatus`). `inUse` says how
 *   many rows refer to it (clients of a group, models of a brand...), so the page can warn.
 * - Every add and update writes an admin event (`<list>.add`, `<list>.update`).
 */

/** The outbox's rows and calls, in the settings group (docs/product.md#mail). */
export * from './outbox';

/** A worker company's short-code prefix: 2 to 5 capital letters (`PAR` -> `PAR-0042`). */
export const SHORT_CODE_PREFIX_PATTERN = /^[A-Z]{2,5}$/;
/** A discount code: 3 to 30 capital letters, digits, `-` or `_`. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
export const HOME_MESSAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export const DISCOUNT_CODE_STATUSES = ['active', 'expired', 'disabled'] as const;
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

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

const contactRow = settingsListRow.extend({ email: z.string().nullable(), phone: z.string().nullable() });

/** Fields of a new simple item; an update takes them all optional with id and version. */
const namedFields = { name, code: code.optional(), activityStatus: activityStatus.optional() };
const contactFields = { ...namedFields, email: mail.optional(), phone: phone.optional() };
const edit = { id, version };
const listQuery = z.object({ activityStatus: activityStatusFilter });

const partialOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...edit, ...z.object(shape).partial().shape });

// ---------------------------------------------------------------- rows

export const salesAgentRow = contactRow;
export const clientGroup2Row = settingsListRow;
export const clientGroupRow = settingsListRow.extend({
  clientGroup2Id: z.number().int().nullable(),
  clientGroup2Name: z.string().nullable(),
});
export const workerCompanyRow = settingsListRow.extend({
  shortCodePrefix: z.string(),
  /** The short code the next worker of this company gets (`PAR-0042`). */
  nextShortCode: z.string(),
  /** True once a worker carries the prefix: it can no longer change. */
  prefixLocked: z.boolean(),
});
export const vehicleBrandRow = settingsListRow;
export const vehicleModelRow = settingsListRow.extend({ brandId: z.number().int(), brandName: z.string() });
export const vehicleTypeRow = settingsListRow;
export const vehicleSupplierRow = contactRow;

export const homeMessageStatus = z.enum(HOME_MESSAGE_STATUSES);
export const homeMessageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: homeMessageStatus,
  /** Shown on the landing page from this day (Paris), when published; null: at once. */
  startsOn: isoDate.nullable(),
  /** Shown up to and including this day; null: until archived. */
  endsOn: isoDate.nullable(),
  /** When it was first published. */
  publishedAt: isoDateTime.nullable(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type HomeMessageRow = z.infer<typeof homeMessageRow>;
export const publishedHomeMessage = homeMessageRow.pick({
  id: true,
  title: true,
  body: true,
  startsOn: true,
  endsOn: true,
  publishedAt: true,
});

export const discountCodeStatus = z.enum(DISCOUNT_CODE_STATUSES);
export const discountKind = z.enum(DISCOUNT_KINDS);
export const discountCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  kind: discountKind,
  /** Percent (1..100) or amount in cents (> 0), after `kind`. */
  value: z.number().int(),
  /** disabled when switched off; expired once past `validUntil` (or used up); else active. */
  status: discountCodeStatus,
  /** Whether staff switched it off (the stored part of the status). */
  disabled: z.boolean(),
  validFrom: isoDate.nullable(),
  validUntil: isoDate.nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type DiscountCodeRow = z.infer<typeof discountCodeRow>;

// ---------------------------------------------------------------- bodies

const prefix = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(SHORT_CODE_PREFIX_PATTERN, 'Expected 2 to 5 capital letters'));

const homeMessageFields = {
  title: singleLine(120),
  body: multiLine(4000),
  status: homeMessageStatus,
  startsOn: businessDate.nullable(),
  endsOn: businessDate.nullable(),
};

const discountFields = {
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'Expected 3 to 30 capital letters, digits, - or _')),
  description: singleLine(200, 0).nullable(),
  kind: discountKind,
  /** Percent 1..100 when kind is percent; cents > 0 when kind is amount. */
  value: z.number().int().min(1).max(MAX_AMOUNT_CENTS).describe('Percent 1 to 100, or cents at most 100000000 (1,000,000 €)'),
  validFrom: businessDate.nullable(),
  validUntil: businessDate.nullable(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
  /** Switched off (`disabled`) or not (`active`); `expired` follows from the dates. */
  status: z.enum(['active', 'disabled']),
};

export const addDiscountCodeBody = z.object({
  ...discountFields,
  description: discountFields.description.optional(),
  validFrom: discountFields.validFrom.optional(),
  validUntil: discountFields.validUntil.optional(),
  maxUses: discountFields.maxUses.optional(),
  status: discountFields.status.optional(),
});

// ---------------------------------------------------------------- calls

const list = <R extends z.ZodType, Q extends z.ZodType = typeof listQuery>(
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
const add = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, row: R) =>
  endpoint({ method: 'POST', path, summary: `${summary} (409 on a duplicate name)`, body, response: row });
const update = <B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, row: R) =>
  endpoint({
    method: 'POST',
    path,
    summary: `${summary}: send id, version and the changed fields (409 when stale or on a duplicate name)`,
    body,
    response: row,
  });

const companyFields = { ...namedFields, shortCodePrefix: prefix };
const clientGroupFields = { ...namedFields, clientGroup2Id: id.nullable().optional() };
const modelFields = { ...namedFields, brandId: id };

export const settingsEndpoints = {
  getSalesAgents: list('salesAgents/getSalesAgents', 'Sales agents', salesAgentRow),
  addSalesAgent: add(
    'salesAgents/addSalesAgent',
    'Add a sales agent',
    z.object(contactFields),
    salesAgentRow,
  ),
  updateSalesAgent: update(
    'salesAgents/updateSalesAgent',
    'Edit a sales agent',
    partialOf(contactFields),
    salesAgentRow,
  ),

  getClientGroups: list(
    'clientGroups/getClientGroups',
    'Client groups, optionally of one client group 2',
    clientGroupRow,
    z.object({ activityStatus: activityStatusFilter, clientGroup2: optionalId }),
  ),
  addClientGroup: add(
    'clientGroups/addClientGroup',
    'Add a client group',
    z.object(clientGroupFields),
    clientGroupRow,
  ),
  updateClientGroup: update(
    'clientGroups/updateClientGroup',
    'Edit a client group',
    partialOf(clientGroupFields),
    clientGroupRow,
  ),

  getClientGroups2: list('clientGroups2/getClientGroups2', 'Client groups 2', clientGroup2Row),
  getClientGroups2List: endpoint({
    method: 'GET',
    path: 'clientGroups2/getClientGroups2List',
    summary: 'Active client groups 2 (id and name), for pickers',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  addClientGroup2: add(
    'clientGroups2/addClientGroup2',
    'Add a client group 2',
    z.object(namedFields),
    clientGroup2Row,
  ),
  updateClientGroup2: update(
    'clientGroups2/updateClientGroup2',
    'Edit a client group 2',
    partialOf(namedFields),
    clientGroup2Row,
  ),

  getWorkerCompanies: list(
    'workerCompanies/getWorkerCompanies',
    'Worker companies and their short-code prefixes',
    workerCompanyRow,
  ),
  addWorkerCompany: add(
    'workerCompanies/addWorkerCompany',
    'Add a worker company with its short-code prefix (2 to 5 capital letters, unique)',
    z.object(companyFields),
    workerCompanyRow,
  ),
  updateWorkerCompany: update(
    'workerCompanies/updateWorkerCompany',
    'Edit a worker company; its prefix cannot change once a worker carries it',
    partialOf(companyFields),
    workerCompanyRow,
  ),
  getShortCodePrefix: endpoint({
    method: 'GET',
    path: 'workerCompanies/getShortCodePrefix',
    summary: "A worker company's short-code prefix and the next short code it gives",
    query: z.object({ companyId: id }),
    response: z.object({
      companyId: z.number().int(),
      shortCodePrefix: z.string(),
      nextShortCode: z.string(),
      prefixLocked: z.boolean(),
    }),
  }),

  getMessagesHome: endpoint({
    method: 'GET',
    path: 'messagesHome/getMessagesHome',
    summary: 'Home messages, newest first, by status (all by default)',
    query: z.object({ status: z.enum([...HOME_MESSAGE_STATUSES, 'all']).default('all') }),
    response: z.array(homeMessageRow),
  }),
  getPublishedMessagesHome: endpoint({
    method: 'GET',
    path: 'messagesHome/getPublishedMessagesHome',
    summary:
      'Published home messages shown today (within their optional start and end days), for the landing page',
    response: z.array(publishedHomeMessage),
  }),
  addMessageHome: add(
    'messagesHome/addMessageHome',
    'Add a home message (draft by default)',
    z.object({
      ...homeMessageFields,
      status: homeMessageFields.status.optional(),
      startsOn: homeMessageFields.startsOn.optional(),
      endsOn: homeMessageFields.endsOn.optional(),
    }),
    homeMessageRow,
  ),
  updateMessageHome: update(
    'messagesHome/updateMessageHome',
    'Edit, publish or archive a home message',
    partialOf(homeMessageFields),
    homeMessageRow,
  ),

  getVehicleModels: list(
    'vehicleModels/getVehicleModels',
    'Vehicle models, optionally of one brand',
    vehicleModelRow,
    z.object({ activityStatus: activityStatusFilter, brand: optionalId }),
  ),
  addVehicleModel: add(
    'vehicleModels/addVehicleModel',
    'Add a vehicle model of a brand',
    z.object(modelFields),
    vehicleModelRow,
  ),
  updateVehicleModel: update(
    'vehicleModels/updateVehicleModel',
    'Edit a vehicle model',
    partialOf(modelFields),
    vehicleModelRow,
  ),

  getVehicleBrands: list('vehicleBrands/getVehicleBrands', 'Vehicle brands', vehicleBrandRow),
  addVehicleBrand: add(
    'vehicleBrands/addVehicleBrand',
    'Add a vehicle brand',
    z.object(namedFields),
    vehicleBrandRow,
  ),
  updateVehicleBrand: update(
    'vehicleBrands/updateVehicleBrand',
    'Edit a vehicle brand',
    partialOf(namedFields),
    vehicleBrandRow,
  ),

  getVehicleTypes: list('vehicleTypes/getVehicleTypes', 'Vehicle types', vehicleTypeRow),
  addVehicleType: add(
    'vehicleTypes/addVehicleType',
    'Add a vehicle type',
    z.object(namedFields),
    vehicleTypeRow,
  ),
  updateVehicleType: update(
    'vehicleTypes/updateVehicleType',
    'Edit a vehicle type',
    partialOf(namedFields),
    vehicleTypeRow,
  ),

  getVehicleSuppliers: list('vehicleSuppliers/getVehicleSuppliers', 'Vehicle suppliers', vehicleSupplierRow),
  addVehicleSupplier: add(
    'vehicleSuppliers/addVehicleSupplier',
    'Add a vehicle supplier',
    z.object(contactFields),
    vehicleSupplierRow,
  ),
  updateVehicleSupplier: update(
    'vehicleSuppliers/updateVehicleSupplier',
    'Edit a vehicle supplier',
    partialOf(contactFields),
    vehicleSupplierRow,
  ),

  getDiscountCodes: endpoint({
    method: 'GET',
    path: 'discountCodes/getDiscountCodes',
    summary:
      'Discount codes by status (all by default): active, expired (past their last day or used up) or disabled',
    query: z.object({ status: z.enum([...DISCOUNT_CODE_STATUSES, 'all']).default('all') }),
    response: z.array(discountCodeRow),
  }),
  addDiscountCode: add(
    'discountCodes/addDiscountCode',
    'Add a discount code (unique code; a percent 1..100 or an amount in cents)',
    addDiscountCodeBody,
    discountCodeRow,
  ),
  updateDiscountCode: update(
    'discountCodes/updateDiscountCode',
    'Edit or disable a discount code',
    partialOf(discountFields),
    discountCodeRow,
  ),

  ...outboxEndpoints,
};
