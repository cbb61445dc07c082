/**
 * A client's creation and duplication under a unique business code (docs/product.md#clients),
 * each in one plain transaction writing a timeline event (`client_events`) and an admin event;
 * the answer is the client's page read in the same transaction (./detail.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { recordClientChange, recordClientEvent } from '../events/clientEvents';
import { getClientDetail } from './detail';
import { CLIENT_COLUMNS, requireClientRefs } from './clientFields';

type ClientDetail = ResponseOut<'clients', 'getClient'>;

type AddClientBody = BodyOut<'clients', 'addClient'>;



const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

async function requireFreeCode(db: Executor, businessCode: string) {
  const taken = await db.selectFrom('clients').select(['id', 'name']).where('business_code', '=', businessCode).executeTakeFirst();
  if (taken) throw duplicateCode(businessCode, taken.name);
}

const duplicateCode = (code: string, name?: string) =>
  Object.assign(conflict(`The business code ${code} is already taken${name ? ` by ${name}` : ''}; choose another one`), {
    fields: { businessCode: `${code} is already taken` },
  });

/** Inserts, mapping a unique violation of a concurrent creation to the same 409. */
async function insertClient(tx: Executor, values: Record<string, unknown>, businessCode: string): Promise<number> {
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

export async function addClient(db: Database, userId: number, client: AddClientBody): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    await requireFreeCode(tx, client.businessCode);
    await requireClientRefs(tx, client);
    const values: Record<string, unknown> = { business_code: client.businessCode };
    for (const [field, column] of Object.entries(CLIENT_COLUMNS)) {
      const v = (client as Record<string, unknown>)[field];
      if (v !== undefined && field !== 'billingContactId') values[column] = v;
    }
    const id = await insertClient(tx, values, client.businessCode);
    await recordClientChange(tx, {
      clientId: id,
      businessCode: client.businessCode,
      userId,
      kind: 'created',
      action: 'clients.addClient',
      summary: `Client created: ${client.businessCode} ${client.name}`,
    });
    return getClientDetail(tx, id);
  });
}

export async function duplicateClient(
  db: Database,
  userId: number,
  copyInput: { clientId: number; businessCode: string; name?: string },
): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const source = await tx.selectFrom('clients').selectAll().where('id', '=', copyInput.clientId).executeTakeFirst();
    if (!source) throw notFoundField('clientId', `No such client: ${copyInput.clientId}`);
    await requireFreeCode(tx, copyInput.businessCode);
    const copy: Record<string, unknown> = { ...source };
    for (const k of ['id', 'search_text', 'version', 'created_at', 'updated_at', 'closed_at', 'closed_comment', 'billing_contact_id'])
      delete copy[k];
    // A dispute is the source client's own, about its own debt: never copied.
    for (const k of ['dispute_reason', 'dispute_since', 'dispute_by']) delete copy[k];
    // Generated columns (the global search's keys, migration 0069) cannot be written.
    for (const k of ['search_key', 'search_digits']) delete copy[k];
    copy.business_code = copyInput.businessCode;
    copy.name = copyInput.name ?? `${source.name} (copy)`;
    copy.activity_status = 'active';
    const id = await insertClient(tx, copy, copyInput.businessCode);
    const contacts = await tx.selectFrom('client_contacts').selectAll().where('client_id', '=', source.id).orderBy('id').execute();
    let billingCopy: number | null = null;
    for (const c of contacts) {
      const inserted = await tx
        .insertInto('client_contacts')
        .values({
          client_id: id,
          name: c.name,
          email: c.email,
          phone_number: c.phone_number,
          position: c.position,
          client_email_cc: c.client_email_cc,
          client_email_cc_overdue: c.client_email_cc_overdue,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (c.id === source.billing_contact_id) billingCopy = inserted.id;
    }
    if (billingCopy !== null) await tx.updateTable('clients').set({ billing_contact_id: billingCopy }).where('id', '=', id).execute();
    await tx
      .insertInto('client_price_lists')
      .columns(['client_id', 'price_list_id'])
      .expression(
        tx.selectFrom('client_price_lists').select([sql<number>`${id}::int`.as('client_id'), 'price_list_id']).where('client_id', '=', source.id),
      )
      .execute();
    await recordClientChange(tx, {
      clientId: id,
      businessCode: copyInput.businessCode,
      userId,
      kind: 'created',
      action: 'clients.duplicateClient',
      summary: `Client created as a copy of ${source.business_code} (${contacts.length} contacts, settings and price lists copied)`,
    });
    await recordClientEvent(tx, { clientId: source.id, userId, kind: 'duplicated', summary: `Duplicated as ${copyInput.businessCode}` });
    return getClientDetail(tx, id);
  });
}
