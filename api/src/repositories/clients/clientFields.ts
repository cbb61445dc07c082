/**
 * The fields of a client as the changes write them (docs/product.md#clients): body field →
 * column, the ids they point to (a 404 naming the field when unknown), and the read of a client
 * for a versioned edit.
 */
import { notFoundField } from '../../domain/errors';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { readForEdit } from '../versioned';
import { requireClient } from './detail';

/** Tables a client's fields point to. */
export type ClientRefTable =
  | 'client_groups'
  | 'client_groups2'
  | 'agencies'
  | 'sales_agents'
  | 'payment_methods'
  | 'business_units'
  | 'finance_units'
  | 'price_lists';

/** Each given id must exist in its table; the first unknown one is a 404 naming its field. */
export async function requireIds(
  db: Executor,
  refs: { field: string; table: ClientRefTable; id: number | null | undefined; label: string }[],
) {
  for (const r of refs) {
    if (r.id === null || r.id === undefined) continue;
    const found = await db.selectFrom(r.table).select('id').where('id', '=', r.id).executeTakeFirst();
    if (!found) throw notFoundField(r.field, `No such ${r.label}: ${r.id}`);
  }
}

export const CLIENT_COLUMNS = {
  name: 'name',
  legalName: 'legal_name',
  clientGroupId: 'client_group_id',
  clientGroup2Id: 'client_group2_id',
  agencyId: 'agency_id',
  salesAgentId: 'sales_agent_id',
  paymentMethodId: 'payment_method_id',
  vatNumber: 'vat_number',
  siret: 'siret',
  email: 'email',
  phone: 'phone',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  comment: 'comment',
  billingContactId: 'billing_contact_id',
} as const satisfies Record<string, keyof DB['clients']>;
export type ClientField = keyof typeof CLIENT_COLUMNS;

export async function requireClientRefs(
  db: Executor,
  input: Partial<Record<'clientGroupId' | 'clientGroup2Id' | 'agencyId' | 'salesAgentId' | 'paymentMethodId', number | null>>,
) {
  await requireIds(db, [
    { field: 'clientGroupId', table: 'client_groups', id: input.clientGroupId, label: 'client group' },
    { field: 'clientGroup2Id', table: 'client_groups2', id: input.clientGroup2Id, label: 'client group 2' },
    { field: 'agencyId', table: 'agencies', id: input.agencyId, label: 'agency' },
    { field: 'salesAgentId', table: 'sales_agents', id: input.salesAgentId, label: 'sales agent' },
    { field: 'paymentMethodId', table: 'payment_methods', id: input.paymentMethodId, label: 'payment method' },
  ]);
}

/** readForEdit naming `clientId` in the 404. */
export async function readForEditClient(tx: Executor, id: number, version: number) {
  await requireClient(tx, id);
  return readForEdit(tx, 'clients', id, version, 'client');
}
