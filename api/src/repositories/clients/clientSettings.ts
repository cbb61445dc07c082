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

export async function updateSettings(db: Database, userId: number, priceListIds: number[], settingsInput: SettingsBody): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await readForEditClient(tx, settingsInput.clientId, settingsInput.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, settingsInput as Record<string, unknown>, SETTINGS_COLUMNS);
    await requireIds(tx, [
      { field: 'financeUnitId', table: 'finance_units', id: changes.financeUnitId ? settingsInput.financeUnitId : undefined, label: 'finance unit' },
      { field: 'businessUnitId', table: 'business_units', id: changes.businessUnitId ? settingsInput.businessUnitId : undefined, label: 'business unit' },
    ]);
    const wanted = [...new Set(priceListIds)];
    if (wanted.length > 0) {
      const found = await tx.selectFrom('price_lists').select('id').where('id', 'in', wanted).execute();
      const missing = wanted.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw notFoundField('pricelistIds', `No such price list: ${missing.join(', ')}`);
    }
    const before = (
      await tx.selectFrom('client_price_lists').select('price_list_id').where('client_id', '=', settingsInput.clientId).execute()
    ).map((r) => r.price_list_id);
    const listsChanged = before.length !== wanted.length || before.some((id) => !wanted.includes(id));
    const names: string[] = Object.keys(changes);
    if (listsChanged) names.push('priceLists');
    if (names.length === 0) return getClientDetail(tx, settingsInput.clientId);
    await updateVersioned(tx, 'clients', settingsInput.clientId, settingsInput.version, values as Updateable<DB['clients']>, 'client');
    if (listsChanged) {
      await tx.deleteFrom('client_price_lists').where('client_id', '=', settingsInput.clientId).execute();
      if (wanted.length)
        await tx
          .insertInto('client_price_lists')
          .values(wanted.map((price_list_id) => ({ client_id: settingsInput.clientId, price_list_id })))
          .execute();
    }
    await recordClientChange(tx, {
      clientId: settingsInput.clientId,
      businessCode: current.business_code,
      userId,
      kind: 'settings',
      action: 'clients.updateClientSettings',
      summary: `Invoicing settings changed: ${names.join(', ')}`,
      data: { changes, priceLists: listsChanged ? { from: before, to: wanted } : undefined },
    });
    return getClientDetail(tx, settingsInput.clientId);
  });
}
