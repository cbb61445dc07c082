export * from './keys';
export * from './getPreview';
export * from './getPreviewClient';
export * from './getRun';
export * from './issue';
export * from './getInvoices';
export * from './send';
export * from './getInvoicePdf';
