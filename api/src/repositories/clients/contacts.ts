/**
 * A client's contacts' rows as adding or editing one writes them (services/clients/contacts.ts),
 * and who is the billing contact.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: fires on the billing contact's update; no group moves, no row
 */
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { BodyOut } from '../areaTypes';
import type { ClientContact } from './detail';

type ContactBody = BodyOut<'clients', 'updateClientContact'>;

/** A contact row as the client's page shows it. */
export function toContact(
  r: {
    id: number;
    name: string;
    email: string | null;
    phone_number: string | null;
    position: string | null;
    client_email_cc: boolean;
    client_email_cc_overdue: boolean;
    version: number;
  },
  billingId: number | null,
): ClientContact {
  return {
    contactId: r.id,
    name: r.name,
    email: r.email,
    phoneNumber: r.phone_number,
    position: r.position,
    clientEmailCc: r.client_email_cc,
    clientEmailCcOverdue: r.client_email_cc_overdue,
    isBillingContact: r.id === billingId,
    version: r.version,
  };
}

export const CONTACT_COLUMNS = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone_number',
  position: 'position',
  clientEmailCc: 'client_email_cc',
  clientEmailCcOverdue: 'client_email_cc_overdue',
} as const satisfies Record<string, keyof DB['client_contacts']>;

export function contactRowOfClient(tx: Executor, contactId: number, clientId: number) {
  return tx
    .selectFrom('client_contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export function contactRow(tx: Executor, contactId: number) {
  return tx.selectFrom('client_contacts').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow();
}

/** Inserts a contact of the client; returns its id. */
export async function insertContact(tx: Executor, clientId: number, contact: ContactBody) {
  const row = await tx
    .insertInto('client_contacts')
    .values({
      client_id: clientId,
      name: contact.name,
      email: contact.email ?? null,
      phone_number: contact.phoneNumber ?? null,
      position: contact.position ?? null,
      client_email_cc: contact.clientEmailCc,
      client_email_cc_overdue: contact.clientEmailCcOverdue,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setBillingContactId(tx: Executor, clientId: number, contactId: number | null) {
  await tx
    .updateTable('clients')
    .set({ billing_contact_id: contactId, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', clientId)
    .execute();
}
