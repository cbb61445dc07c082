/** The calls of the credit-note requests (docs/product.md#credit-note-requests): one file per call. */
export * from './keys';
export * from './getCreditRequests';
export * from './approveCreditRequest';
export * from './refuseCreditRequest';
