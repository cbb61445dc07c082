import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { addClient, duplicateClient } from '../../services/clients/clientCreation';
import { addComment } from '../../services/clients/comments';
import { closeAccount, reactivateAccount } from '../../services/clients/accountStatus';
import { readClientPage, requireClient } from '../../repositories/clients/detail';
import { requestCreditNote } from '../../services/finance/creditRequests';
import { exportClients } from '../../repositories/clients/listExport';
import { configurationLists, listClients, listNamed, listPriceLists } from '../../repositories/clients/list';
import { creditNotePdf, invoicePdf } from '../../services/documents/downloads';
import { regenerateInvoice, setInvoicePONumber } from '../../services/invoices/invoiceChanges';
import { sendInvoice } from '../../services/invoices/sendInvoice';
import { unbanUser } from '../../services/clients/bannedUsers';
import { saveContact } from '../../services/clients/contacts';
import { updateClient } from '../../services/clients/clientEdits';
import { updateSettings } from '../../services/clients/clientSettings';

/**
 * The clients calls (docs/product.md#calls-clients): the list, a client's page, its contacts,
 * settings and invoices.
 */
export default async function clientsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.clients, {
    /** POST clients/addClient: a new client under a unique business code (409 when taken). */
    addClient: (ctx) => addClient(app.db, ctx.auth().user.id, ctx.body),
    /** POST clients/addComment: a comment on the client's timeline. */
    addComment: (ctx) => addComment(app.db, ctx.auth().user.id, ctx.body),
    /** POST clients/closeAccount: inactive, closed_at set (planning refuses new shifts). */
    closeAccount: (ctx) => closeAccount(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST clients/createInvoiceCredit: a request for FINANCE to approve (finance/creditRequests);
     * a credit note lowers what the client owes and can clear its recovery block, so no credit note here.
     */
    createInvoiceCredit: (ctx) => requestCreditNote(app.db, ctx.auth().user.id, ctx.body),
    /** POST clients/duplicateClient: copies settings, price lists and contacts, never invoices. */
    duplicateClient: (ctx) => duplicateClient(app.db, ctx.auth().user.id, ctx.body),
    /** GET clients/exportClients: the whole filtered list as a CSV file, streamed. */
    exportClients: async ({ query }) => exportClients(app.db, query),
    /** GET clients/getBusinessUnit. */
    getBusinessUnit: ({ query }) => listNamed(app.db, 'business_units', query.activityStatus),
    /** GET clients/{id}: by id or business code, with one page of its invoices; 404 when unknown. One query (repositories/clients/detail.ts). */
    getClient: ({ params, query }) => {
      const param = params.id.trim();
      return readClientPage(app.db, /^\d{1,9}$/.test(param) ? { id: Number(param) } : { code: param }, query);
    },
    /** GET clients/getClients: the paged list with its eight filters and the total. */
    getClients: ({ query }) => listClients(app.db, query),
    /** GET clients/getCreditNotePdf: the credit note's stored Factur-X PDF. */
    getCreditNotePdf: async ({ query }) => {
      await requireClient(app.db, query.clientId);
      return creditNotePdf(app.db, query.clientId, query.number);
    },
    /** GET clients/getInvoiceConfigurationLists. */
    getInvoiceConfigurationLists: () => configurationLists(app.db),
    /** GET clients/getInvoicePdf: the stored PDF (made on first use). */
    getInvoicePdf: async ({ query }) => {
      await requireClient(app.db, query.clientId);
      return invoicePdf(app.db, query.clientId, query.invoiceNumber);
    },
    /** GET clients/getPaymentMethods. */
    getPaymentMethods: ({ query }) => listNamed(app.db, 'payment_methods', query.activityStatus),
    /** GET clients/getPriceList. */
    getPriceList: ({ query }) => listPriceLists(app.db, query.activityStatus),
    /** POST clients/reactivateAccount. */
    reactivateAccount: (ctx) => reactivateAccount(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST clients/regenerateInvoice: the PDF again, same number, with the identities it was first
     * made with (step-up, as sending).
     */
    regenerateInvoice: (ctx) => regenerateInvoice(app.db, ctx.auth(), ctx.body),
    /**
     * POST clients/sendInvoice: the PDF to the billing contact, CC contacts in copy, through the
     * mailer. A step-up, as the billing run's send: it is a money document mailed in the operator's name.
     */
    sendInvoice: (ctx) => sendInvoice(app.db, app.mailer, ctx.auth(), ctx.body),
    /** POST clients/unbanUser. */
    unbanUser: (ctx) => unbanUser(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST clients/updateClientContact?editedContact=: adds a contact, or edits that one. A change of
     * who receives invoices and reminders (billing contact, CC flags, their email) needs a step-up.
     */
    updateClientContact: (ctx) => saveContact(app.db, ctx.auth(), ctx.query.editedContact, ctx.body),
    /** POST clients/updateClientData: versioned edit (409 when stale); changing billingContactId needs a step-up. */
    updateClientData: (ctx) => updateClient(app.db, ctx.auth(), ctx.body),
    /** POST clients/updateClientSettings?pricelistIds=: settings and the complete set of price lists. */
    updateClientSettings: (ctx) =>
      updateSettings(app.db, ctx.auth().user.id, ctx.query.pricelistIds, ctx.body),
    /** POST clients/updateInvoicePONumber. */
    updateInvoicePONumber: (ctx) => setInvoicePONumber(app.db, ctx.auth().user.id, ctx.body),
  });
}
