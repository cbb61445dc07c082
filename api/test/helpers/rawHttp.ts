import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request line exactly as written (`GET http://host/api/x HTTP/1.1`, `/%61pi/...`),
 * which inject() and fetch() would normalise first. One connection per request.
 */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const all = { host: `127.0.0.1:${port}`, connection: 'close', ...headers };
  if (body !== undefined) Object.assign(all, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
  const lines = [`${method} ${target} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)];
  return rawExchange(port, `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/** Sends these bytes as they are (a request of any shape, even one no client would write) and reads the answer. */
export function rawExchange(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout on ${bytes.split('\r\n')[0]}`)));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      let payload = rest.join('\r\n\r\n');
      if (parsed['transfer-encoding'] === 'chunked') payload = unchunk(payload);
      resolve({ status, headers: parsed, body: payload });
    });
    socket.write(bytes);
  });
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return out;
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}
