import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { formatMoney, type LegalLanguage } from '../../../src/domain/facturx';
import { pdfText as rawPdfText } from './pdfText';

/** A PDF's text with its non-breaking spaces (French amounts, "Bon de commande :") as spaces. */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
export const pdfText = async (bytes: Buffer) => plain(await rawPdfText(bytes));
export const money = (cents: number, lang: LegalLanguage) => plain(formatMoney(cents, lang));
/** The invoicing language of a client now (the seeded invoices were issued before it was frozen). */
export const languageOf = async (clientId: number) =>
  (
    await t.db
      .selectFrom('clients')
      .select('invoice_language')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow()
  ).invoice_language as LegalLanguage;

export let t: TestApp;
export let clients: SignedIn;
export let finance: SignedIn;

/** An open invoice (nothing credited or paid) of an active client with a billing contact. */
export async function openInvoice(offset = 0) {
  return t.db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .innerJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      'i.id',
      'i.invoice_number',
      'i.client_id',
      'i.amount',
      'i.version',
      'c.business_code',
      'bc.email',
      'bc.name as contact_name',
    ])
    .where('c.activity_status', '=', 'active')
    .where('bc.email', 'is not', null)
    .where('i.status', '=', 'issued')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('credit_notes').select('id').whereRef('credit_notes.invoice_id', '=', 'i.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('payments').select('id').whereRef('payments.invoice_id', '=', 'i.id'))),
    )
    .orderBy('i.id')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    clients = await t.injectAs('clients');
    finance = await t.injectAs('finance');
  });
  afterAll(() => t.close());
}
