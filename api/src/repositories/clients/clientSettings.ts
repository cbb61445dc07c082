/**
 * A client's invoicing settings' columns and its price lists, as the settings' edit writes them
 * (services/clients/clientSettings.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: append the change to clients_list_counts (filter groups)
 */
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';

export const SETTINGS_COLUMNS = {
  invoiceFrequency: 'invoice_frequency',
  invoiceDelivery: 'invoice_delivery',
  invoiceLanguage: 'invoice_language',
  paymentTermDays: 'payment_term_days',
  vatRateBp: 'vat_rate_bp',
  financeUnitId: 'finance_unit_id',
  businessUnitId: 'business_unit_id',
} as const satisfies Record<string, keyof DB['clients']>;

/** The ids among `ids` that name no price list. */
export async function missingPriceLists(tx: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await tx.selectFrom('price_lists').select('id').where('id', 'in', [...ids]).execute();
  return ids.filter((id) => !found.some((f) => f.id === id));
}

export async function priceListIdsOf(tx: Executor, clientId: number) {
  const rows = await tx.selectFrom('client_price_lists').select('price_list_id').where('client_id', '=', clientId).execute();
  return rows.map((r) => r.price_list_id);
}

/** The client's price lists become exactly `ids`. */
export async function replacePriceLists(tx: Executor, clientId: number, ids: readonly number[]) {
  await tx.deleteFrom('client_price_lists').where('client_id', '=', clientId).execute();
  if (ids.length)
    await tx
      .insertInto('client_price_lists')
      .values(ids.map((price_list_id) => ({ client_id: clientId, price_list_id })))
      .execute();
}
