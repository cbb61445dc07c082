import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The queue id the server answered with (`250 OK: queued as <id>`). */
  queueId: string;
}

/** What the server answers to a message: accept it, or refuse it with an SMTP code (4xx: try later). */
export type Verdict = { accept: true; delayMs?: number } | { accept: false; code: number; message: string };

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port, no TLS nor auth: it
 * keeps every message it accepted. `decide` says what to answer to each message (default:
 * accept); `stop()` closes it.
 */
export async function startSmtpServer(decide: (n: number) => Verdict = () => ({ accept: true })) {
  const received: ReceivedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const verdict = decide(++offered);
        if (!verdict.accept) {
          const error = Object.assign(new Error(verdict.message), { responseCode: verdict.code });
          callback(error);
          return;
        }
        const queueId = `Q${offered}X${Math.random().toString(36).slice(2, 8)}`;
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            queueId,
          });
          callback(null, `OK: queued as ${queueId}`);
        }, verdict.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages offered (accepted or refused). */
    offered: () => offered,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word (a hung SMTP server). */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening (taken, then released). */
export async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** The headers and body of each MIME part of a raw message (one level of multipart/mixed is enough here). */
function parts(raw: string): { headers: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const split = (chunk: string) => {
    const at = chunk.indexOf('\r\n\r\n');
    return { headers: chunk.slice(0, at), body: chunk.slice(at + 4) };
  };
  if (!boundary) return [split(raw)];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => split(p.replace(/^\r\n/, '')))
    .flatMap((p) => (/multipart\//i.test(p.headers) ? parts(`${p.headers}\r\n\r\n${p.body}`) : [p]));
}

function decode(part: { headers: string; body: string }): Buffer {
  if (/content-transfer-encoding:\s*base64/i.test(part.headers)) return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(part.headers))
    return Buffer.from(
      part.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  return Buffer.from(part.body, 'utf8');
}

/** The attachments of a raw message: file name, type and bytes. */
export function attachmentsOf(raw: string) {
  return parts(raw)
    .filter((p) => /filename=/i.test(p.headers))
    .map((p) => ({
      filename: /filename="?([^";\r\n]+)"?/i.exec(p.headers)![1],
      contentType: /content-type:\s*([^;\r\n]+)/i.exec(p.headers)?.[1].trim(),
      content: decode(p),
    }));
}

/** The text/plain part of a raw message, decoded. */
export function textOf(raw: string): string {
  const part = parts(raw).find((p) => /content-type:\s*text\/plain/i.test(p.headers) && !/filename=/i.test(p.headers));
  return part ? decode(part).toString('utf8') : '';
}

/** A header of a raw message (unfolded). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1];
}
