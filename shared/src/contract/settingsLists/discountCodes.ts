import { z } from 'zod';
import { endpoint } from '../endpoint';
import { businessDate, isoDate, MAX_AMOUNT_CENTS, singleLine, isoDateTime } from '../common';
import { add, update, partialOf } from './listCalls';

/** A discount code: 3 to 30 capital letters, digits, `-` or `_`. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
export const DISCOUNT_CODE_STATUSES = ['active', 'expired', 'disabled'] as const;
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

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

const discountFields = {
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'Expected 3 to 30 capital letters, digits, - or _')),
  description: singleLine(200, 0).nullable(),
  kind: discountKind,
  /** Percent 1..100 when kind is percent; cents > 0 when kind is amount. */
  value: z
    .number()
    .int()
    .min(1)
    .max(MAX_AMOUNT_CENTS)
    .describe('Percent 1 to 100, or cents at most 100000000 (1,000,000 €)'),
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

/** Discount codes. */
export const discountCodeEndpoints = {
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
};
