/**
 * A client's invoicing settings and price lists (clients/updateClientSettings), a versioned edit
 * in one plain transaction writing a timeline event and an admin event; the answer is the
 * client's page read in the same transaction (./detail.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 */
import { notFoundField } from '../../domain/errors';
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { diffFields, updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { recordClientChange } from '../events/clientEvents';
import { getClientDetail } from './detail';
import { readForEditClient, requireIds } from './clientFields';

type ClientDetail = ResponseOut<'clients', 'getClient'>;

type SettingsBody = BodyOut<'clients', 'updateClientSettings'>;



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
