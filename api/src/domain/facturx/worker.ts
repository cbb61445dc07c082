/**
 * One Factur-X document made on a worker thread (threads.ts): the document in, its bytes,
 * XML and totals out. The same engine as in the main thread, so the same bytes.
 */
import { facturX } from './facturx';
import type { LegalDocument } from './types';

export default async function makeDocument(doc: LegalDocument) {
  const fx = await facturX(doc);
  return { pdf: new Uint8Array(fx.pdf.buffer, fx.pdf.byteOffset, fx.pdf.byteLength), xml: fx.xml, totals: fx.totals };
}
