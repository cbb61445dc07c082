/**
 * A client's creation and duplication under a unique business code (docs/product.md#clients),
 * each in one transaction writing a timeline event and an admin event; the answer is the
 * client's page read in the same transaction.
 */
import type { Database } from '../../db/database';
import { notFoundField } from '../../domain/errors';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { recordClientChange, recordClientEvent } from '../../repositories/events/clientEvents';
import { getClientDetail } from '../../repositories/clients/detail';
import { CLIENT_COLUMNS, requireClientRefs } from '../../repositories/clients/clientFields';
import {
  clientRow,
  copyContacts,
  copyPriceLists,
  insertClient,
  requireFreeCode,
} from '../../repositories/clients/clientCreation';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
type AddClientBody = BodyOut<'clients', 'addClient'>;
type ClientCopy = BodyOut<'clients', 'duplicateClient'>;

/** POST clients/addClient: a new client under a unique business code (409 when taken). */
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
      data: { businessCode: client.businessCode, name: client.name },
    });
    return getClientDetail(tx, id);
  });
}

/** POST clients/duplicateClient: copies settings, price lists and contacts, never invoices nor a dispute. */
export async function duplicateClient(db: Database, userId: number, copyInput: ClientCopy): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const source = await clientRow(tx, copyInput.clientId);
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
    const contacts = await copyContacts(tx, source.id, source.billing_contact_id, id);
    await copyPriceLists(tx, source.id, id);
    await recordClientChange(tx, {
      clientId: id,
      businessCode: copyInput.businessCode,
      userId,
      kind: 'created',
      action: 'clients.duplicateClient',
      summary: `Client created as a copy of ${source.business_code} (${contacts} contacts, settings and price lists copied)`,
      data: { event: 'copied', source: source.business_code, contacts },
    });
    await recordClientEvent(tx, {
      clientId: source.id,
      userId,
      kind: 'duplicated',
      summary: `Duplicated as ${copyInput.businessCode}`,
      data: { copy: copyInput.businessCode },
    });
    return getClientDetail(tx, id);
  });
}
