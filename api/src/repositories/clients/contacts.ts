/**
 * A client's contacts (POST clients/updateClientContact): adding one, or editing one with its
 * version (409 when stale), and who is the billing contact, in one plain transaction with the
 * timeline and admin events. A change of who receives invoices and reminders passes the
 * caller's step-up guard (domain/moneyMail.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: fires on the billing contact's update; no group moves, no row
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { moneyMailChanges, routeOf, type MoneyMailGuard } from '../../domain/moneyMail';
import { diffFields, updateVersioned } from '../versioned';
import type { BodyOut } from '../areaTypes';
import { recordClientChange } from '../events/clientEvents';
import { requireClient, type ClientContact } from './detail';

type ContactBody = BodyOut<'clients', 'updateClientContact'>;

/** A contact row as the client's page shows it. */
function toContact(
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

const CONTACT_COLUMNS = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone_number',
  position: 'position',
  clientEmailCc: 'client_email_cc',
  clientEmailCcOverdue: 'client_email_cc_overdue',
} as const satisfies Record<string, keyof DB['client_contacts']>;

/** The id a new contact stands under in the mail routing (ids of rows are positive). */
const NEW_CONTACT = -1;

export async function saveContact(
  db: Database,
  userId: number,
  editedContact: number | undefined,
  input: ContactBody,
  guard: MoneyMailGuard,
): Promise<ClientContact> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, input.clientId);
    const current =
      editedContact === undefined
        ? undefined
        : await tx
            .selectFrom('client_contacts')
            .selectAll()
            .where('id', '=', editedContact)
            .where('client_id', '=', client.id)
            .executeTakeFirst();
    if (editedContact !== undefined) {
      if (input.version === undefined) throw invalid('The version of the contact is required to edit it', { version: 'Required' });
      if (!current) throw notFoundField('editedContact', `No contact ${editedContact} of ${client.business_code}`);
    }
    const routedId = current?.id ?? NEW_CONTACT;
    let billingId = client.billing_contact_id;
    if (input.isBillingContact === true) billingId = routedId;
    else if (input.isBillingContact === false && billingId === routedId) billingId = null;
    const wasRoute = current ? routeOf(current) : undefined;
    const isRoute = {
      email: input.email === undefined ? (current?.email ?? null) : input.email,
      clientEmailCc: input.clientEmailCc,
      clientEmailCcOverdue: input.clientEmailCcOverdue,
    };
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: client.billing_contact_id, contacts: new Map(wasRoute ? [[routedId, wasRoute]] : []) },
        { billingContactId: billingId, contacts: new Map([[routedId, isRoute]]) },
      ),
    );
    let contactId: number;
    let summary: string;
    if (!current) {
      const row = await tx
        .insertInto('client_contacts')
        .values({
          client_id: client.id,
          name: input.name,
          email: input.email ?? null,
          phone_number: input.phoneNumber ?? null,
          position: input.position ?? null,
          client_email_cc: input.clientEmailCc,
          client_email_cc_overdue: input.clientEmailCcOverdue,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      contactId = row.id;
      if (billingId === NEW_CONTACT) billingId = contactId;
      summary = `Contact added: ${input.name}`;
    } else {
      const version = input.version as number;
      const { values, changes } = diffFields(current as Record<string, unknown>, input as Record<string, unknown>, CONTACT_COLUMNS);
      if (current.version !== version)
        throw conflict('This contact was changed by someone else since you opened it; reload it and redo your change');
      contactId = current.id;
      const names = Object.keys(changes);
      if (names.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, version, values as Updateable<DB['client_contacts']>, 'contact');
      summary = `Contact ${current.name} edited${names.length ? `: ${names.join(', ')}` : ''}`;
    }
    if (billingId !== client.billing_contact_id) {
      summary += billingId === contactId ? '; now the billing contact' : '; no longer the billing contact';
      await tx
        .updateTable('clients')
        .set({ billing_contact_id: billingId, version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', client.id)
        .execute();
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'contact',
      action: 'clients.updateClientContact',
      summary,
    });
    const row = await tx.selectFrom('client_contacts').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow();
    return toContact(row, billingId);
  });
}
