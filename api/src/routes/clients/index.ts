import type { FastifyInstance } from 'fastify';
import getClients from './getClients';
import exportClients from './exportClients';
import addClient from './addClient';
import duplicateClient from './duplicateClient';
import getPaymentMethods from './getPaymentMethods';
import updateClientData from './updateClientData';
import closeAccount from './closeAccount';
import reactivateAccount from './reactivateAccount';
import updateClientContact from './updateClientContact';
import getInvoiceConfigurationLists from './getInvoiceConfigurationLists';
import getPriceList from './getPriceList';
import updateClientSettings from './updateClientSettings';
import unbanUser from './unbanUser';
import updateInvoicePONumber from './updateInvoicePONumber';
import regenerateInvoice from './regenerateInvoice';
import createInvoiceCredit from './createInvoiceCredit';
import getCreditRequests from './getCreditRequests';
import getBusinessUnit from './getBusinessUnit';
import sendInvoice from './sendInvoice';
import getInvoicePdf from './getInvoicePdf';
import getCreditNotePdf from './getCreditNotePdf';
import addComment from './addComment';
import getClient from './getClient';

/** The clients calls (docs/product.md#calls-clients): one file per call. Static paths are registered before `clients/[id]`. */
export default async function clientsRoutes(app: FastifyInstance) {
  for (const register of [
    getClients,
    exportClients,
    addClient,
    duplicateClient,
    getPaymentMethods,
    updateClientData,
    closeAccount,
    reactivateAccount,
    updateClientContact,
    getInvoiceConfigurationLists,
    getPriceList,
    updateClientSettings,
    unbanUser,
    updateInvoicePONumber,
    regenerateInvoice,
    createInvoiceCredit,
    getCreditRequests,
    getBusinessUnit,
    sendInvoice,
    getInvoicePdf,
    getCreditNotePdf,
    addComment,
    getClient,
  ]) {
    register(app);
  }
}
