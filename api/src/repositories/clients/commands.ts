/**
 * Clients' changes (docs/product.md#clients): creation and duplication under a unique business
 * code, versioned edits (409 on a stale version), closing and reactivation, invoicing settings
 * and price lists, banned users, comments. Each runs in one plain transaction and writes a
 * timeline event (`client_events`) and an admin event in it; its answer is the client's page
 * read in the same transaction (./detail.ts). Contacts are in ./contacts.ts.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 * - clients → clients_receivables_group: name, agency, agent, code or city copied to client_receivables
 * - clients → clients_regular_missions_name: a rename is copied to regular_missions.client_name
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { badRequest, conflict } from '../../http/errors';
import { moneyMailChanges, type MoneyMailGuard } from '../../http/moneyMail';
import { iso, notFoundField } from '../areaHelpers';
import { diffFields, readForEdit, updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { recordClientChange, recordClientEvent } from '../events/clientEvents';
import { getClientDetail, requireClient, toEventRow } from './detail';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
type AddClientBody = BodyOut<'clients', 'addClient'>;
type UpdateClientBody = BodyOut<'clients', 'updateClientData'>;
type SettingsBody = BodyOut<'clients', 'updateClientSettings'>;

/** Tables a client's fields point to. */
type ClientRefTable =
  | 'client_groups'
  | 'client_groups2'
  | 'agencies'
  | 'sales_agents'
  | 'payment_methods'
  | 'business_units'
  | 'finance_units'
  | 'price_lists';

/** Each given id must exist in its table; the first unknown one is a 404 naming its field. */
async function requireIds(
  db: Executor,
  refs: { field: string; table: ClientRefTable; id: number | null | undefined; label: string }[],
) {
  for (const r of refs) {
    if (r.id === null || r.id === undefined) continue;
    const found = await db.selectFrom(r.table).select('id').where('id', '=', r.id).executeTakeFirst();
    if (!found) throw notFoundField(r.field, `No such ${r.label}: ${r.id}`);
  }
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

// ---------------------------------------------------------------- creation

const CLIENT_COLUMNS = {
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
type ClientField = keyof typeof CLIENT_COLUMNS;

async function requireClientRefs(
  db: Executor,
  b: Partial<Record<'clientGroupId' | 'clientGroup2Id' | 'agencyId' | 'salesAgentId' | 'paymentMethodId', number | null>>,
) {
  await requireIds(db, [
    { field: 'clientGroupId', table: 'client_groups', id: b.clientGroupId, label: 'client group' },
    { field: 'clientGroup2Id', table: 'client_groups2', id: b.clientGroup2Id, label: 'client group 2' },
    { field: 'agencyId', table: 'agencies', id: b.agencyId, label: 'agency' },
    { field: 'salesAgentId', table: 'sales_agents', id: b.salesAgentId, label: 'sales agent' },
    { field: 'paymentMethodId', table: 'payment_methods', id: b.paymentMethodId, label: 'payment method' },
  ]);
}

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

export async function addClient(db: Database, userId: number, b: AddClientBody): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    await requireFreeCode(tx, b.businessCode);
    await requireClientRefs(tx, b);
    const values: Record<string, unknown> = { business_code: b.businessCode };
    for (const [field, column] of Object.entries(CLIENT_COLUMNS)) {
      const v = (b as Record<string, unknown>)[field];
      if (v !== undefined && field !== 'billingContactId') values[column] = v;
    }
    const id = await insertClient(tx, values, b.businessCode);
    await recordClientChange(tx, {
      clientId: id,
      businessCode: b.businessCode,
      userId,
      kind: 'created',
      action: 'clients.addClient',
      summary: `Client created: ${b.businessCode} ${b.name}`,
    });
    return getClientDetail(tx, id);
  });
}

export async function duplicateClient(
  db: Database,
  userId: number,
  b: { clientId: number; businessCode: string; name?: string },
): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const source = await tx.selectFrom('clients').selectAll().where('id', '=', b.clientId).executeTakeFirst();
    if (!source) throw notFoundField('clientId', `No such client: ${b.clientId}`);
    await requireFreeCode(tx, b.businessCode);
    const copy: Record<string, unknown> = { ...source };
    for (const k of ['id', 'search_text', 'version', 'created_at', 'updated_at', 'closed_at', 'closed_comment', 'billing_contact_id'])
      delete copy[k];
    copy.business_code = b.businessCode;
    copy.name = b.name ?? `${source.name} (copy)`;
    copy.activity_status = 'active';
    const id = await insertClient(tx, copy, b.businessCode);
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
      businessCode: b.businessCode,
      userId,
      kind: 'created',
      action: 'clients.duplicateClient',
      summary: `Client created as a copy of ${source.business_code} (${contacts.length} contacts, settings and price lists copied)`,
    });
    await recordClientEvent(tx, { clientId: source.id, userId, kind: 'duplicated', summary: `Duplicated as ${b.businessCode}` });
    return getClientDetail(tx, id);
  });
}

// ---------------------------------------------------------------- edits

export async function updateClient(db: Database, userId: number, b: UpdateClientBody, guard: MoneyMailGuard): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const id = b.clientId;
    const current = await readForEditClient(tx, id, b.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, b as Partial<Record<ClientField, unknown>>, CLIENT_COLUMNS);
    await requireClientRefs(tx, {
      clientGroupId: changes.clientGroupId ? b.clientGroupId : undefined,
      clientGroup2Id: changes.clientGroup2Id ? b.clientGroup2Id : undefined,
      agencyId: changes.agencyId ? b.agencyId : undefined,
      salesAgentId: changes.salesAgentId ? b.salesAgentId : undefined,
      paymentMethodId: changes.paymentMethodId ? b.paymentMethodId : undefined,
    });
    if (changes.billingContactId && b.billingContactId !== null && b.billingContactId !== undefined) {
      const contact = await tx
        .selectFrom('client_contacts')
        .select('id')
        .where('id', '=', b.billingContactId)
        .where('client_id', '=', id)
        .executeTakeFirst();
      if (!contact) throw notFoundField('billingContactId', `No contact ${b.billingContactId} of this client`);
    }
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: current.billing_contact_id, contacts: new Map() },
        { billingContactId: b.billingContactId === undefined ? current.billing_contact_id : b.billingContactId, contacts: new Map() },
      ),
    );
    const names = Object.keys(changes);
    if (names.length === 0) return getClientDetail(tx, id);
    await updateVersioned(tx, 'clients', id, b.version, values as Updateable<DB['clients']>, 'client');
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

/** readForEdit naming `clientId` in the 404. */
async function readForEditClient(tx: Executor, id: number, version: number) {
  await requireClient(tx, id);
  return readForEdit(tx, 'clients', id, version, 'client');
}

/** Closing or reactivating an account: both need a comment and are events of the client. */
const ACCOUNT_CHANGES = {
  close: {
    refused: (c: { closed_at: Date | null }) => c.closed_at !== null,
    already: 'already closed',
    set: (comment: string) => ({ activity_status: 'inactive' as const, closed_at: new Date(), closed_comment: comment }),
    kind: 'closed',
    action: 'clients.closeAccount',
    summary: 'Account closed',
  },
  reactivate: {
    refused: (c: { closed_at: Date | null; activity_status: string }) => c.closed_at === null && c.activity_status === 'active',
    already: 'already active',
    set: () => ({ activity_status: 'active' as const, closed_at: null, closed_comment: null }),
    kind: 'reactivated',
    action: 'clients.reactivateAccount',
    summary: 'Account reactivated',
  },
};

async function changeAccount(
  db: Database,
  userId: number,
  change: (typeof ACCOUNT_CHANGES)[keyof typeof ACCOUNT_CHANGES],
  b: { clientId: number; comment: string },
): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const c = await requireClient(tx, b.clientId);
    if (change.refused(c)) throw conflict(`${c.business_code} is ${change.already}`);
    await tx
      .updateTable('clients')
      .set({ ...change.set(b.comment), version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', c.id)
      .execute();
    await recordClientChange(tx, {
      clientId: c.id,
      businessCode: c.business_code,
      userId,
      kind: change.kind,
      action: change.action,
      summary: `${change.summary}: ${b.comment}`,
    });
    return getClientDetail(tx, c.id);
  });
}

/** Closing makes the client inactive; planning refuses new shifts for a closed client. */
export function closeAccount(db: Database, userId: number, b: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.close, b);
}

export function reactivateAccount(db: Database, userId: number, b: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.reactivate, b);
}

const SETTINGS_COLUMNS = {
  invoiceFrequency: 'invoice_frequency',
  invoiceDelivery: 'invoice_delivery',
  invoiceLanguage: 'invoice_language',
  paymentTermDays: 'payment_term_days',
  vatRateBp: 'vat_rate_bp',
  financeUnitId: 'finance_unit_id',
  businessUnitId: 'business_unit_id',
} as const satisfies Record<string, keyof DB['clients']>;

export async function updateSettings(db: Database, userId: number, priceListIds: number[], b: SettingsBody): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await readForEditClient(tx, b.clientId, b.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, b as Record<string, unknown>, SETTINGS_COLUMNS);
    await requireIds(tx, [
      { field: 'financeUnitId', table: 'finance_units', id: changes.financeUnitId ? b.financeUnitId : undefined, label: 'finance unit' },
      { field: 'businessUnitId', table: 'business_units', id: changes.businessUnitId ? b.businessUnitId : undefined, label: 'business unit' },
    ]);
    const wanted = [...new Set(priceListIds)];
    if (wanted.length > 0) {
      const found = await tx.selectFrom('price_lists').select('id').where('id', 'in', wanted).execute();
      const missing = wanted.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw notFoundField('pricelistIds', `No such price list: ${missing.join(', ')}`);
    }
    const before = (
      await tx.selectFrom('client_price_lists').select('price_list_id').where('client_id', '=', b.clientId).execute()
    ).map((r) => r.price_list_id);
    const listsChanged = before.length !== wanted.length || before.some((id) => !wanted.includes(id));
    const names: string[] = Object.keys(changes);
    if (listsChanged) names.push('priceLists');
    if (names.length === 0) return getClientDetail(tx, b.clientId);
    await updateVersioned(tx, 'clients', b.clientId, b.version, values as Updateable<DB['clients']>, 'client');
    if (listsChanged) {
      await tx.deleteFrom('client_price_lists').where('client_id', '=', b.clientId).execute();
      if (wanted.length)
        await tx
          .insertInto('client_price_lists')
          .values(wanted.map((price_list_id) => ({ client_id: b.clientId, price_list_id })))
          .execute();
    }
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: current.business_code,
      userId,
      kind: 'settings',
      action: 'clients.updateClientSettings',
      summary: `Invoicing settings changed: ${names.join(', ')}`,
      data: { changes, priceLists: listsChanged ? { from: before, to: wanted } : undefined },
    });
    return getClientDetail(tx, b.clientId);
  });
}

export async function unbanUser(
  db: Database,
  userId: number,
  b: { userBannedId: number; userBannedEmail: string; clientId: number },
) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const row = await tx
      .selectFrom('banned_users')
      .selectAll()
      .where('id', '=', b.userBannedId)
      .where('client_id', '=', client.id)
      .executeTakeFirst();
    if (!row) throw notFoundField('userBannedId', `No banned user ${b.userBannedId} for ${client.business_code}`);
    if (row.email.toLowerCase() !== b.userBannedEmail)
      throw badRequest('The email is not the banned one', { userBannedEmail: `Banned user ${row.id} is ${row.email}` });
    if (row.unbanned_at !== null) throw conflict(`${row.email} is no longer banned`);
    const now = new Date();
    await tx
      .updateTable('banned_users')
      .set({ unbanned_at: now, unbanned_by: userId, version: sql`version + 1`, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'unban',
      action: 'clients.unbanUser',
      summary: `Unbanned ${row.email}`,
    });
    return {
      userBannedId: row.id,
      userBannedEmail: row.email,
      userCFrId: row.cfr_user_id,
      reason: row.reason,
      bannedAt: iso(row.banned_at),
      unbannedAt: iso(now),
    };
  });
}

export async function addComment(db: Database, userId: number, b: { clientId: number; comment: string }) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'comment',
      action: 'clients.addComment',
      summary: b.comment,
    });
    return toEventRow({ id: event.id, at: event.at, author: event.author, kind: 'comment', summary: b.comment });
  });
}
