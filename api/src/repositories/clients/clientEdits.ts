/**
 * A client's versioned edit (clients/updateClientData; 409 on a stale version), in one plain
 * transaction writing a timeline event and an admin event; the answer is the client's page read
 * in the same transaction (./detail.ts). Contacts are in ./contacts.ts.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 * - clients → clients_receivables_group: name, agency, agent, code or city copied to client_receivables
 * - clients → clients_regular_missions_name: a rename is copied to regular_missions.client_name
 */
import { notFoundField } from '../../domain/errors';
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { moneyMailChanges, type MoneyMailGuard } from '../../domain/moneyMail';
import { diffFields, updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { recordClientChange } from '../events/clientEvents';
import { getClientDetail } from './detail';
import { CLIENT_COLUMNS, readForEditClient, requireClientRefs, type ClientField } from './clientFields';

type ClientDetail = ResponseOut<'clients', 'getClient'>;

type UpdateClientBody = BodyOut<'clients', 'updateClientData'>;



export async function updateClient(db: Database, userId: number, edit: UpdateClientBody, guard: MoneyMailGuard): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const id = edit.clientId;
    const current = await readForEditClient(tx, id, edit.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, edit as Partial<Record<ClientField, unknown>>, CLIENT_COLUMNS);
    await requireClientRefs(tx, {
      clientGroupId: changes.clientGroupId ? edit.clientGroupId : undefined,
      clientGroup2Id: changes.clientGroup2Id ? edit.clientGroup2Id : undefined,
      agencyId: changes.agencyId ? edit.agencyId : undefined,
      salesAgentId: changes.salesAgentId ? edit.salesAgentId : undefined,
      paymentMethodId: changes.paymentMethodId ? edit.paymentMethodId : undefined,
    });
    if (changes.billingContactId && edit.billingContactId !== null && edit.billingContactId !== undefined) {
      const contact = await tx
        .selectFrom('client_contacts')
        .select('id')
        .where('id', '=', edit.billingContactId)
        .where('client_id', '=', id)
        .executeTakeFirst();
      if (!contact) throw notFoundField('billingContactId', `No contact ${edit.billingContactId} of this client`);
    }
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: current.billing_contact_id, contacts: new Map() },
        { billingContactId: edit.billingContactId === undefined ? current.billing_contact_id : edit.billingContactId, contacts: new Map() },
      ),
    );
    const names = Object.keys(changes);
    if (names.length === 0) return getClientDetail(tx, id);
    await updateVersioned(tx, 'clients', id, edit.version, values as Updateable<DB['clients']>, 'client');
    await recordClientChange(tx, {
      clientId: id,
      businessCode: current.business_code,
      userId,
      kind: 'updated',
      action: 'clients.updateClientData',
      summary: `Changed: ${names.join(', ')}`,
      data: { changes },
    });
    return getClientDetail(tx, id);
  });
}
