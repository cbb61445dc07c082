import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { stepUpAs } from '../../helpers/stepUp';
import { euros } from '../../../src/domain/invoicePdf';
import { LABELS } from '../../../src/domain/facturx/labels';
import { pdfText, money, languageOf, t, clients, finance, openInvoice, useSeededApp } from './invoicesSetup';

useSeededApp();

describe('clients/createInvoiceCredit', () => {
  test('a request up to what remains due, for FINANCE to approve (test/routes/finance/creditRequestsDecided.test.ts); over it is 409 naming amount', async () => {
    const inv = await openInvoice(3);
    const unit = await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow();
    const over = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: inv.amount + 1,
      businessUnit: unit.id,
      comment: 'Geste commercial',
      clientId: inv.client_id,
    });
    expect(over.status).toBe(409);
    expect(fieldNames(over)).toEqual(['amount']);
    expect(over.body.error.message).toBe(
      `A credit note cannot exceed what remains due on ${inv.invoice_number}: ${euros(inv.amount)}`,
    );

    const res = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: 1000,
      businessUnit: unit.id,
      comment: 'Geste commercial',
      clientId: inv.client_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('pending');
    // Nothing credited until FINANCE approves.
    expect(
      await t.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', inv.id).execute(),
    ).toEqual([]);
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', inv.client_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.kind).toBe('credit_request');

    const bad = await clients.postUnchecked(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: 0,
      businessUnit: unit.id,
      clientId: inv.client_id,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['amount', 'comment']);
    const noUnit = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: 1,
      businessUnit: 99999,
      comment: 'x',
      clientId: inv.client_id,
    });
    expect(noUnit.status).toBe(404);
    expect(fieldNames(noUnit)).toEqual(['businessUnit']);
  });

  test('two concurrent credit notes that together exceed the remainder: one passes, one is 409', async () => {
    const inv = await openInvoice(4);
    const unit = await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow();
    const amount = Math.floor(inv.amount * 0.6);
    expect(amount).toBeGreaterThan(0);
    const body = {
      invoiceNumber: inv.invoice_number,
      amount,
      businessUnit: unit.id,
      comment: 'Litige',
      clientId: inv.client_id,
    };
    // Credit notes are FINANCE's, with a step-up.
    await stepUpAs(t, finance, 'finance');
    const answers = await Promise.all([
      finance.post(api.creditRequests.issueCredit, body),
      finance.post(api.creditRequests.issueCredit, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const notes = await t.db
      .selectFrom('credit_notes')
      .select('amount')
      .where('invoice_id', '=', inv.id)
      .execute();
    expect(notes.map((n) => n.amount)).toEqual([amount]);
    // The rest exactly is still allowed, and settles the invoice.
    const rest = await finance.post(api.creditRequests.issueCredit, { ...body, amount: inv.amount - amount });
    expect(rest.status).toBe(200);
    expect(rest.body.data.invoice.remaining).toBe(0);
    expect(rest.body.data.invoice.status).toBe('paid');
    expect((await finance.post(api.creditRequests.issueCredit, { ...body, amount: 1 })).status).toBe(409);
  });
});

describe('clients/sendInvoice', () => {
  test("needs a fresh step-up, as the billing run's send: nothing is queued without one", async () => {
    const inv = await openInvoice(6);
    const fresh = await t.injectAs('clients');
    const outboxBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
    const res = await fresh.post(api.clients.sendInvoice, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('step_up_required');
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(outboxBefore.length);
  });

  test('one mail in the outbox: the PDF attached, To the billing contact, Cc the clientEmailCc contacts', async () => {
    const inv = await openInvoice(5);
    const contacts = await t.db
      .selectFrom('client_contacts')
      .selectAll()
      .where('client_id', '=', inv.client_id)
      .execute();
    // A contact put in copy of invoices needs a step-up (test/domain/moneyMailStepUp.test.ts).
    await stepUpAs(t, clients, 'clients');
    const ccContact = await clients.post(api.clients.updateClientContact, {
      clientId: inv.client_id,
      name: 'Copie Compta',
      email: 'copie.compta@client.example',
      clientEmailCc: true,
    });
    expect(ccContact.status).toBe(200);
    const expectedCc = [
      ...contacts.filter((c) => c.client_email_cc && c.email && c.email !== inv.email).map((c) => c.email),
      'copie.compta@client.example',
    ];
    const outboxBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
    const res = await clients.post(api.clients.sendInvoice, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.mail.to).toEqual([inv.email]);
    expect(res.body.data.mail.cc).toEqual(expectedCc);
    expect(res.body.data.invoice.status).toBe('sent');
    expect(res.body.data.invoice.sentAt).not.toBeNull();
    const mails = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', 'not in', outboxBefore.length ? outboxBefore.map((o) => o.id) : [0])
      .execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.id).toBe(res.body.data.mail.outboxId);
    expect(mail.to_addresses).toEqual([inv.email]);
    expect(mail.cc_addresses).toEqual(expectedCc);
    // In the client's language (test/routes/finance/clientMailLanguage.test.ts), as its PDF.
    expect(mail.subject).toBe(`${LABELS[await languageOf(inv.client_id)].invoice} ${inv.invoice_number}`);
    const attachments = (
      typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments
    ) as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${inv.invoice_number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(Buffer.from(attachments[0].content, 'base64'));
    const lang = await languageOf(inv.client_id);
    expect(text).toContain(`${LABELS[lang].invoice} ${inv.invoice_number}`);
    expect(text).toContain(money(inv.amount, lang));
    const event = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.action).toBe('clients.sendInvoice');
  });

  test('409 when the client has no billing contact with an email; 404 for another client', async () => {
    const inv = await t.db
      .selectFrom('invoices as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .select(['i.invoice_number', 'i.client_id'])
      .where('c.billing_contact_id', 'is', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const res = await clients.post(api.clients.sendInvoice, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This client has no billing contact with an email: choose one in Contacts first',
    );
    expect(
      (
        await clients.post(api.clients.sendInvoice, {
          invoiceNumber: inv.invoice_number,
          clientId: inv.client_id + 1,
        })
      ).status,
    ).toBe(404);
  });

  test('every invoice of the detail shows its remainder', async () => {
    const inv = await openInvoice(4);
    const d = (await clients.get(api.clients.getClient, undefined, { id: inv.client_id })).body.data;
    expect(d.invoices.length).toBeGreaterThan(0);
    expectEvery(d.invoices, (i) => i.remaining >= 0 && i.vatAmount === i.amount - i.amountExclVat);
  });
});
