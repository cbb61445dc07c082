/**
 * POST clients/updateClientData: a client's versioned edit (409 on a stale version), in one
 * transaction writing a timeline event and an admin event; the answer is the client's page read
 * in the same transaction. Changing the billing contact needs a step-up (domain/moneyMail.ts).
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { notFoundField } from '../../domain/errors';
import { moneyMailChanges } from '../../domain/moneyMail';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { diffFields, updateVersioned } from '../../repositories/versioned';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { getClientDetail } from '../../repositories/clients/detail';
import { contactOfClient } from '../../repositories/clients/clientEdits';
import { CLIENT_COLUMNS, readForEditClient, requireClientRefs, type ClientField } from '../../repositories/clients/clientFields';
import { moneyMailStepUp } from '../stepUp';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
type UpdateClientBody = BodyOut<'clients', 'updateClientData'>;

export async function updateClient(db: Database, who: AuthContext, edit: UpdateClientBody): Promise<ClientDetail> {
  const guard = moneyMailStepUp(who);
  const userId = who.user.id;
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
      const contact = await contactOfClient(tx, edit.billingContactId, id);
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
      data: { changes, fields: names.join(', ') },
    });
    return getClientDetail(tx, id);
  });
}
