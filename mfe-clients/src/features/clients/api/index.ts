/** The calls of the clients feature (docs/product.md#calls-clients): one file per call, each with its fetcher, query or mutation options and hook. Reference lists (payment methods, price lists, business units, configuration lists) are read with useReferenceList. */
export * from './keys';
export * from './getClients';
export * from './getClient';
export * from './addClient';
export * from './duplicateClient';
export * from './updateClientData';
export * from './closeAccount';
export * from './reactivateAccount';
export * from './updateClientContact';
export * from './updateClientSettings';
export * from './unbanUser';
export * from './updateInvoicePONumber';
export * from './regenerateInvoice';
export * from './createInvoiceCredit';
export * from './sendInvoice';
export * from './getInvoicePdf';
export * from './addComment';
