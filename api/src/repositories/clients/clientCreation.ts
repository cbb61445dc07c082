/**
 * A new client's rows under a unique business code (services/clients/clientCreation.ts): the
 * client, and for a copy its contacts and price lists.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/** 409 naming businessCode when another client has it. */
export async function requireFreeCode(db: Executor, businessCode: string) {
  const taken = await db.selectFrom('clients').select(['id', 'name']).where('business_code', '=', businessCode).executeTakeFirst();
  if (taken) throw duplicateCode(businessCode, taken.name);
}

const duplicateCode = (code: string, name?: string) =>
  Object.assign(conflict(`The business code ${code} is already taken${name ? ` by ${name}` : ''}; choose another one`), {
    fields: { businessCode: `${code} is already taken` },
  });

/** Inserts, mapping a unique violation of a concurrent creation to the same 409. */
export async function insertClient(tx: Executor, values: Record<string, unknown>, businessCode: string): Promise<number> {
  try {
    const row = await tx
      .insertInto('clients')
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateCode(businessCode);
    throw e;
  }
}

export function clientRow(tx: Executor, clientId: number) {
  return tx.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst();
}

/**
 * Copies the contacts of client `sourceId` to client `copyId`, the copy of its billing contact
 * made the copy's; returns how many were copied.
 */
export async function copyContacts(tx: Executor, sourceId: number, sourceBillingId: number | null, copyId: number) {
  const contacts = await tx.selectFrom('client_contacts').selectAll().where('client_id', '=', sourceId).orderBy('id').execute();
  let billingCopy: number | null = null;
  for (const c of contacts) {
    const inserted = await tx
      .insertInto('client_contacts')
      .values({
        client_id: copyId,
        name: c.name,
        email: c.email,
        phone_number: c.phone_number,
        position: c.position,
        client_email_cc: c.client_email_cc,
        client_email_cc_overdue: c.client_email_cc_overdue,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.id === sourceBillingId) billingCopy = inserted.id;
  }
  if (billingCopy !== null) await tx.updateTable('clients').set({ billing_contact_id: billingCopy }).where('id', '=', copyId).execute();
  return contacts.length;
}

export async function copyPriceLists(tx: Executor, sourceId: number, copyId: number) {
  await tx
    .insertInto('client_price_lists')
    .columns(['client_id', 'price_list_id'])
    .expression(
      tx.selectFrom('client_price_lists').select([sql<number>`${copyId}::int`.as('client_id'), 'price_list_id']).where('client_id', '=', sourceId),
    )
    .execute();
}
