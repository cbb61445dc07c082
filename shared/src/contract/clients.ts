import { z } from 'zod';
import { activityStatusFilter, cents, comment, id, idList, page, pageSize } from './common';
import { provisionalEndpoint as p } from './provisional';

const invoiceNumber = z.string().regex(/^INV-\d{4}-\d{6}$/, 'Invoice numbers look like INV-2026-000001');

export const clientsEndpoints = {
  getClients: p('GET', 'clients/getClients', 'Clients, filtered and paged (page 1, size 200)', {
    query: {
      searchValue: z.string().max(200).optional(),
      clientGroups: idList,
      clientGroups2: idList,
      agencies: idList,
      salesAgents: idList,
      activityStatus: activityStatusFilter,
      businessCode: z.string().max(50).optional(),
      paymentMethods: idList,
      page,
      pageSize: pageSize(200, 1000),
    },
  }),
  addClient: p('POST', 'clients/addClient', 'Create a client (unique business code)'),
  duplicateClient: p('POST', 'clients/duplicateClient', 'Copy settings, price lists and contacts of a client'),
  getPaymentMethods: p('GET', 'clients/getPaymentMethods', 'Payment methods'),
  getClient: p('GET', 'clients/[id]', 'One client'),
  updateClientData: p('POST', 'clients/updateClientData', 'Edit a client (carries its version)'),
  closeAccount: p('POST', 'clients/closeAccount', 'Close an account', { body: { comment, clientId: id } }),
  reactivateAccount: p('POST', 'clients/reactivateAccount', 'Reactivate an account', { body: { comment, clientId: id } }),
  updateClientContact: p('POST', 'clients/updateClientContact', 'Add or edit a contact', {
    query: { editedContact: z.string().optional() },
  }),
  getInvoiceConfigurationLists: p('GET', 'clients/getInvoiceConfigurationLists', 'Lists of the invoicing settings'),
  getPriceList: p('GET', 'clients/getPriceList', 'Price lists'),
  updateClientSettings: p('POST', 'clients/updateClientSettings', 'Invoicing settings and price lists', {
    query: { pricelistIds: idList },
  }),
  unbanUser: p('POST', 'clients/unbanUser', 'Unban a banned client-side user', {
    body: { userBannedId: id, userBannedEmail: z.email(), clientId: id },
  }),
  updateInvoicePONumber: p('POST', 'clients/updateInvoicePONumber', 'Set the purchase-order number of an invoice', {
    body: { invoiceId: id, invoicePONumber: z.string().max(100), clientId: id },
  }),
  regenerateInvoice: p('POST', 'clients/regenerateInvoice', 'Rebuild the invoice PDF, same number', {
    body: { invoiceNumber, clientId: id },
  }),
  createInvoiceCredit: p('POST', 'clients/createInvoiceCredit', 'Credit note against an invoice', {
    body: { invoiceNumber, amount: cents, businessUnit: id, comment, clientId: id },
  }),
  getBusinessUnit: p('GET', 'clients/getBusinessUnit', 'Business units for credit notes'),
  sendInvoice: p('POST', 'clients/sendInvoice', 'Mail the invoice PDF to the billing contact', { body: { invoiceNumber, clientId: id } }),
  addComment: p('POST', 'clients/addComment', 'Comment on the client timeline', { body: { comment, clientId: id } }),
};
