import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { invoiceMail, reminderLine, reminderSubject } from '../../../src/domain/mailTexts';

/**
 * The mails a client reads are in its invoicing language (docs/product.md#invoice-mail): the
 * invoice mail and the reminders, with the language's formats. Staff events stay in English.
 */

let t: TestApp;
let clients: SignedIn;
let finance: SignedIn;
const asOf = todayInParis();
const NBSP = '\u00a0';
const NNBSP = '\u202f';

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  finance = await t.injectAs('finance');
  await stepUpAs(t, clients, 'clients');
  await stepUpAs(t, finance, 'finance');
});
afterAll(() => t.close());

/** A client invoiced in `language` with a billing contact, and one invoice of 1,234.56 incl. VAT. */
async function clientWithInvoice(code: string, language: 'fr' | 'en', poNumber: string | null) {
  const c = await t.db
    .insertInto('clients')
    .values({
      business_code: code,
      name: `Langue ${code}`,
      payment_term_days: 30,
      invoice_language: language,
      vat_rate_bp: 2000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await t.db
    .insertInto('client_contacts')
    .values({ client_id: c.id, name: 'Compta', email: `compta@${code.toLowerCase()}.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('clients').set({ billing_contact_id: contact.id }).where('id', '=', c.id).execute();
  // 1,028.80 excluding VAT at 20 %: 1,234.56 including it.
  const inv = await createInvoice(t.db, null, {
    clientId: c.id,
    issuedOn: '2026-12-01',
    dueOn: '2026-12-31',
    poNumber,
    lines: [{ label: 'Courses', quantity: 1, unitAmount: 102_880 }],
  });
  return { clientId: c.id, number: inv.invoice_number };
}

const outboxMail = (id: number) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const attachmentNames = async (id: number) => {
  const row = await t.db
    .selectFrom('mail_outbox')
    .select('attachments')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const list = (typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments) as {
    filename: string;
  }[];
  return list.map((a) => a.filename);
};

describe('the invoice mail', () => {
  test('a French client: subject, text, amount and due date in French, the PO number, the PDF attached', async () => {
    const { clientId, number } = await clientWithInvoice('LANGFR', 'fr', 'BC-2026-17');
    const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: number, clientId });
    expect(res.status).toBe(200);
    const mail = await outboxMail(res.body.data.mail.outboxId);
    expect(mail.subject).toBe(`Facture ${number}`);
    expect(mail.text_body).toContain(`Veuillez trouver ci-joint la facture ${number}`);
    expect(mail.text_body).toContain(`1${NNBSP}234,56${NBSP}€ TTC`);
    expect(mail.text_body).toContain('au plus tard le 31/12/2026');
    expect(mail.text_body).toContain(`Bon de commande${NBSP}: BC-2026-17`);
    expect(mail.text_body).not.toMatch(/Please|EUR|2026-12-31/);
    expect(await attachmentNames(res.body.data.mail.outboxId)).toEqual([`${number}.pdf`]);
    // The staff's trail stays in English.
    const event = await t.db
      .selectFrom('client_events')
      .select('summary')
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(`${number} sent to compta@langfr.test`);
  });

  test('an English client: in English, €1,234.56, the due date as its PDF writes it; no PO line without one', async () => {
    const { clientId, number } = await clientWithInvoice('LANGEN', 'en', null);
    const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: number, clientId });
    expect(res.status).toBe(200);
    const mail = await outboxMail(res.body.data.mail.outboxId);
    expect(mail.subject).toBe(`Invoice ${number}`);
    expect(mail.text_body).toBe(
      `Hello,\n\nPlease find attached invoice ${number} of €1,234.56 including VAT, due on 31 Dec 2026.\n\nBest regards,\nCourier accounting`,
    );
  });

  test('the texts of the module, both languages', () => {
    const data = { number: 'INV-2026-000001', amount: 17_070, dueOn: '2027-01-05', poNumber: 'PO 9' };
    expect(invoiceMail('fr', data).text).toContain(
      `170,70${NBSP}€ TTC, à régler au plus tard le 05/01/2027.\nBon de commande${NBSP}: PO 9\n`,
    );
    expect(invoiceMail('en', data).text).toContain(
      '€170.70 including VAT, due on 5 Jan 2027.\nPurchase order: PO 9\n',
    );
  });
});

describe('the reminders', () => {
  let seq = 0;
  /** A client of `language` with two overdue invoices: 10 days (first reminder) and 50 (formal notice). */
  async function overdueClient(code: string, language: 'fr' | 'en') {
    const c = await t.db
      .insertInto('clients')
      .values({
        business_code: code,
        name: `Relance ${code}`,
        payment_term_days: 30,
        invoice_language: language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = await t.db
      .insertInto('client_contacts')
      .values({ client_id: c.id, name: 'Compta', email: `compta@${code.toLowerCase()}.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('clients')
      .set({ billing_contact_id: contact.id })
      .where('id', '=', c.id)
      .execute();
    const values = [
      [50, 123_456],
      [10, 2_000],
    ].map(([days, amount]) => ({
      invoice_number: `INV-2035-${String(++seq).padStart(6, '0')}`,
      client_id: c.id,
      issued_on: addDays(asOf, -days - 30),
      due_on: addDays(asOf, -days),
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: 'sent' as const,
    }));
    await t.db.insertInto('invoices').values(values).execute();
    return { clientId: c.id, numbers: values.map((v) => v.invoice_number) };
  }

  const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

  test('a French client: subject, level names, lines, total and the formal notice in French; getReminders says fr', async () => {
    const { clientId, numbers } = await overdueClient('RELFR', 'fr');
    const view = await finance.get(api.finance.getReminders, { clientId });
    expect(view.body.data.language).toBe('fr');
    const res = await finance.post(api.finance.sendReminders, { clientId, send: true });
    expect(res.status).toBe(200);
    const mail = res.body.data.mails[0];
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe(`Mise en demeure${NBSP}: factures impayées de Relance RELFR`);
    const due50 = frDate(addDays(asOf, -50));
    expect(mail.text).toContain(
      `- ${numbers[0]}, échue le ${due50} (50 jours de retard)${NBSP}: 1${NNBSP}234,56${NBSP}€ restant dû — Mise en demeure`,
    );
    expect(mail.text).toContain(`(10 jours de retard)${NBSP}: 20,00${NBSP}€ restant dû — Relance`);
    expect(mail.text).toContain(`Montant total dû${NBSP}: 1${NNBSP}254,56${NBSP}€.`);
    expect(mail.text).toContain('nous vous mettons en demeure');
    expect(mail.text).toContain(`indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€`);
    expect(mail.text).not.toMatch(/EUR|overdue|Formal notice/);
    const outbox = await outboxMail(mail.outboxId!);
    expect(outbox).toEqual({ subject: mail.subject, text_body: mail.text });
    // The staff's trail stays in English.
    const event = await t.db
      .selectFrom('client_events')
      .select('summary')
      .where('client_id', '=', clientId)
      .where('kind', '=', 'reminder')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      `Formal notice sent to compta@relfr.test: ${numbers[0]} (Formal notice), ${numbers[1]} (First reminder)`,
    );
  });

  test('an English client: in English, with €1,234.56 and its dates; getReminders says en', async () => {
    const { clientId } = await overdueClient('RELEN', 'en');
    expect((await finance.get(api.finance.getReminders, { clientId })).body.data.language).toBe('en');
    const mail = (await finance.post(api.finance.sendReminders, { clientId })).body.data.mails[0];
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Formal notice: overdue invoices of Relance RELEN');
    expect(mail.text).toContain('(50 days overdue): €1,234.56 remaining — Formal notice');
    expect(mail.text).toContain('(10 days overdue): €20.00 remaining — First reminder');
    expect(mail.text).toContain('Total overdue in this mail: €1,254.56.');
    expect(mail.text).toContain('This is a formal notice');
    expect(mail.text).not.toMatch(/€ |jours|Relance :/);
  });

  test('a template changed in one language is used for that language only', async () => {
    const current = (await finance.get(api.finance.getSettings)).body.data;
    const saved = await finance.post(api.finance.updateSettings, {
      firstReminderDays: current.firstReminderDays,
      secondReminderDays: current.secondReminderDays,
      formalNoticeDays: current.formalNoticeDays,
      recoveryThreshold: current.recoveryThreshold,
      formalNoticeTemplateFr: 'Madame, Monsieur,\n{invoices}\nTotal\u00a0: {total}.',
      version: current.version,
    });
    expect(saved.status).toBe(200);
    const frClient = await overdueClient('TPLFR', 'fr');
    const fr = (await finance.post(api.finance.sendReminders, { clientId: frClient.clientId })).body.data
      .mails[0];
    expect(fr.text).toMatch(new RegExp(`^Madame, Monsieur,\n- ${frClient.numbers[0]}, échue le `));
    const enClient = await overdueClient('TPLEN', 'en');
    const en = (await finance.post(api.finance.sendReminders, { clientId: enClient.clientId })).body.data
      .mails[0];
    expect(en.text).toMatch(/^Hello,\n/);
  });

  test('the lines and subjects of the module: singular days, both languages', () => {
    const line = {
      invoiceNumber: 'INV-1',
      dueOn: '2026-12-31',
      daysOverdue: 1,
      remaining: 100_000,
      level: 2 as const,
    };
    expect(reminderLine('fr', line)).toBe(
      `- INV-1, échue le 31/12/2026 (1 jour de retard)${NBSP}: 1${NNBSP}000,00${NBSP}€ restant dû — Deuxième relance`,
    );
    expect(reminderLine('en', line)).toBe(
      '- INV-1, due on 31 Dec 2026 (1 day overdue): €1,000.00 remaining — Second reminder',
    );
    expect(reminderSubject('fr', 1, 'ACME')).toBe(`Relance${NBSP}: factures impayées de ACME`);
  });
});
