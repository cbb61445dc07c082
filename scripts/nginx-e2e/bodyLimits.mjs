import { randomUUID } from 'node:crypto';
import { BASE, fail, log } from './common.mjs';

/**
 * Body limits through nginx (deploy/nginx.conf's client_max_body_size is the API's largest,
 * api/src/http/bodyLimits.ts): a chat attachment of the largest size reaches the API and is
 * stored; one byte more is the API's 413; a body over every call's limit is nginx's 413, in the
 * API's error envelope too (never nginx's HTML page).
 */
export async function bodyLimits({ chatToken, roomId }) {
  const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024; // shared/src/contract/chat.ts
  const send = async (bytes) => {
    const pdf = Buffer.alloc(bytes, 0x20);
    pdf.write('%PDF-1.4\n');
    const body = JSON.stringify({ roomId, clientKey: randomUUID(), attachment: { name: 'limit.pdf', data: pdf.toString('base64') } });
    const res = await fetch(`${BASE}/api/chat/sendMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${chatToken}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    let json = {};
    try {
      json = JSON.parse(text);
    } catch {
      // an HTML page: reported below
    }
    return { status: res.status, type, json, text, mb: (Buffer.byteLength(body) / 1024 / 1024).toFixed(1) };
  };
  const largest = await send(ATTACHMENT_MAX_BYTES);
  if (largest.status !== 200 || largest.json.data?.attachment?.size !== ATTACHMENT_MAX_BYTES)
    fail(`body limits: a ${ATTACHMENT_MAX_BYTES}-byte attachment (${largest.mb} MB of JSON) answered ${largest.status} ${largest.type}: ${largest.text.slice(0, 200)}`);
  log(`body limits: a ${ATTACHMENT_MAX_BYTES}-byte attachment (${largest.mb} MB of JSON) sent and stored through nginx`);
  const over = await send(ATTACHMENT_MAX_BYTES + 1);
  if (over.status !== 413 || !over.json.error?.fields?.['attachment.data'])
    fail(`body limits: an attachment one byte over answered ${over.status} ${over.type}, not the API's 413: ${over.text.slice(0, 200)}`);
  const huge = await send(ATTACHMENT_MAX_BYTES * 1.25);
  if (huge.status !== 413 || !huge.type.startsWith('application/json') || huge.json.error?.code !== 'PAYLOAD_TOO_LARGE')
    fail(`body limits: ${huge.mb} MB of JSON answered ${huge.status} ${huge.type}, not a 413 in the error envelope: ${huge.text.slice(0, 200)}`);
  log(`body limits: one byte over, the API's 413; ${huge.mb} MB, nginx's 413 in the same envelope`);
}
