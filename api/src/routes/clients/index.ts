import type { FastifyInstance } from 'fastify';
import getClients from './getClients';
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
import getBusinessUnit from './getBusinessUnit';
import sendInvoice from './sendInvoice';
import getInvoicePdf from './getInvoicePdf';
import addComment from './addComment';
import getClient from './getClient';
import { stopWarmingClientPages, warmClientPages } from '../../repositories/clients';

/** The clients calls (docs/product.md#calls-clients): one file per call. Static paths are registered before `clients/[id]`. */
export default async function clientsRoutes(app: FastifyInstance) {
  // Every client's page is read into memory once the server listens, in the background, so a
  // first visit finds it made (repositories/clients.ts). An app that only answers injected
  // requests, as in the tests, reads a page on its first visit.
  app.addHook('onListen', async () => {
    const started = Date.now();
    warmClientPages(app.db).then(
      () => app.log.info({ ms: Date.now() - started }, 'clients pages held in memory'),
      (err: Error) => app.log.warn({ err: err.message }, 'clients pages: reading ahead failed; each is read on its first visit'),
    );
  });
  app.addHook('onClose', () => stopWarmingClientPages(app.db));
  for (const register of [
    getClients,
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
    getBusinessUnit,
    sendInvoice,
    getInvoicePdf,
    addComment,
    getClient,
  ]) {
    register(app);
  }
}
