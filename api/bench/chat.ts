/**
 * `pnpm --filter @courier/api exec tsx bench/chat.ts` (also run by `pnpm bench api`): the Chat
 * area (issue 15) on the large seed, topped up to 1 million messages spread over its rooms.
 *
 * 1. Fan-out: 200 sockets of 200 staff members of one room, on loopback; a member sends
 *    messages one after the other (chat/sendMessage over HTTP); for each, the time from the
 *    send to the LAST socket receiving it. Target: p95 <= 50 ms.
 * 2. History: chat/getMessages (50 messages) of a random room before a random message id, at
 *    20 connections, a varied mix so no answer repeats. Target: p95 <= 20 ms. Last,
 *    chat/getRooms of a member of every room at 4 connections (informational).
 * BENCH_SECONDS (default 10) per load, BENCH_ROUNDS rounds (default 3), the spread printed.
 * On PGlite by default, on PostgreSQL with DATABASE_URL (then the fan-out goes through NOTIFY).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { createSession } from '../src/repositories/sessions';
import { load, runBench, serveUntilStopped, spread, startServer } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const SOCKETS = 200;
const TARGET_MESSAGES = 1_000_000;
const BENCH_ROOM = 'Bench – fan-out';

interface Ready {
  port: number;
  kind: string;
  adminToken: string;
  adminId: number;
  memberTokens: string[];
  fanoutRoomId: number;
  /** [roomId, min message id, max message id] of rooms with messages. */
  rooms: [number, number, number][];
  messages: number;
}

type Opened = Awaited<ReturnType<typeof openLargeData>>['opened'];

/** The large seed has 50,000 messages: the rest, up to 1 million, spread over its rooms (once; the data set is kept). */
async function topUpMessages(opened: Opened): Promise<number> {
  const db = opened.db;
  const count = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from messages`.execute(db)).rows[0]?.n ?? 0);
  const have = await count();
  if (have >= TARGET_MESSAGES) return have;
  console.log(`Adding ${TARGET_MESSAGES - have} messages to reach ${TARGET_MESSAGES} (once)...`);
  const started = Date.now();
  const rooms = (await db.selectFrom('rooms').select('id').orderBy('id').execute()).map((r) => r.id);
  const staff = (await db.selectFrom('staff_users').select('id').orderBy('id').execute()).map((s) => s.id);
  const batch = 100_000;
  for (let done = have; done < TARGET_MESSAGES; done += batch) {
    const n = Math.min(batch, TARGET_MESSAGES - done);
    await sql`
      insert into messages (room_id, sender_user_id, body, sent_at)
      select (${sql.val(rooms)}::int[])[1 + ((g::bigint * 7919) % ${rooms.length}::int)::int],
             (${sql.val(staff)}::int[])[1 + (g * 31) % ${staff.length}::int],
             'Message de charge numéro ' || g,
             now() - make_interval(secs => (${TARGET_MESSAGES}::int - g) * 2)
      from generate_series(${done + 1}::int, ${done + n}::int) g`.execute(db);
  }
  await analyze(opened);
  console.log(`Added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return count();
}

/** A room whose 200 members are bench staff users with the CHAT role, each with a session; admin is in it. */
async function fanoutRoom(opened: Opened, adminId: number): Promise<{ roomId: number; tokens: string[] }> {
  const db = opened.db;
  const logins = Array.from({ length: SOCKETS }, (_, i) => `bench-chat-${String(i + 1).padStart(3, '0')}`);
  await sql`
    insert into staff_users (login, name, password_hash, roles)
    select l, 'Bench ' || l, 'no-password: bench account', array['CHAT']
    from unnest(${sql.val(logins)}::text[]) l
    on conflict do nothing`.execute(db);
  const users = await db
    .selectFrom('staff_users')
    .select('id')
    .where('login', 'in', logins)
    .orderBy('login')
    .execute();
  let room = await db.selectFrom('rooms').select('id').where('name', '=', BENCH_ROOM).executeTakeFirst();
  if (!room)
    room = await db
      .insertInto('rooms')
      .values({ name: BENCH_ROOM, client_id: null, created_by: adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
  const roomId = room.id;
  await sql`insert into room_members (room_id, user_id) select ${roomId}, u from unnest(${sql.val([adminId, ...users.map((u) => u.id)])}::int[]) u on conflict do nothing`.execute(
    db,
  );
  const tokens: string[] = [];
  for (const u of users) tokens.push((await createSession(db, u.id, 'full', '127.0.0.1')).token);
  return { roomId, tokens };
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  const messages = await topUpMessages(opened);
  const session = await adminSession(opened);
  const admin = await db
    .selectFrom('staff_users')
    .select('id')
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  // admin reads every room (the history mix draws from all of them).
  await sql`insert into room_members (room_id, user_id) select id, ${admin.id} from rooms on conflict do nothing`.execute(
    db,
  );
  const { roomId, tokens } = await fanoutRoom(opened, admin.id);
  const rooms = await sql<{ room_id: number; lo: number; hi: number }>`
    select room_id, min(id) as lo, max(id) as hi from messages where room_id is not null group by room_id having count(*) > 60`.execute(
    db,
  );
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    kind: opened.kind,
    adminToken: session.token,
    adminId: admin.id,
    memberTokens: tokens,
    fanoutRoomId: roomId,
    rooms: rooms.rows.map((r) => [r.room_id, Number(r.lo), Number(r.hi)]),
    messages,
  };
  process.send?.(ready);
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const ms = (v: number) => v.toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** Opens the sockets and resolves once each has said hello; each socket reports the message ids it receives. */
async function openSockets(
  base: string,
  tokens: string[],
  onMessage: (id: number) => void,
): Promise<WebSocket[]> {
  const url = `${base.replace(/^http/, 'ws')}/api/chat/socket`;
  return Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
          ws.on('message', (data) => {
            const event = JSON.parse(String(data)) as { type: string; message?: { id: number } };
            if (event.type === 'hello') resolve(ws);
            else if (event.type === 'message' && event.message) onMessage(event.message.id);
          });
          ws.once('error', reject);
        }),
    ),
  );
}

/** One round of fan-out: messages sent one after the other for `seconds`; the send-to-last-receipt time of each. */
async function fanoutRound(
  base: string,
  r: Ready,
  seconds: number,
  waiting: Map<number, { left: number; done: () => void }>,
) {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  let i = 0;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(`${base}/api/chat/sendMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${r.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: r.fanoutRoomId, text: `Fan-out ${Date.now()} ${i++}` }),
    });
    const { data } = (await res.json()) as { data: { id: number } };
    const entry = waiting.get(data.id) ?? { left: SOCKETS, done: () => {} };
    waiting.set(data.id, entry);
    if (entry.left > 0) await new Promise<void>((resolve) => (entry.done = resolve));
    times.push(performance.now() - started);
    waiting.delete(data.id);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(
    `Server ready on ${ready.kind}; ${ready.messages} messages in ${ready.rooms.length} rooms with history. ${SOCKETS} sockets in one room; history at ${CONNECTIONS} connections; ${DURATION_S} s per load, ${ROUNDS} rounds.\n`,
  );

  // Receipts counted per message id; a message can arrive at a socket before its send is answered.
  const waiting = new Map<number, { left: number; done: () => void }>();
  const sockets = await openSockets(base, ready.memberTokens, (id) => {
    const entry = waiting.get(id) ?? { left: SOCKETS, done: () => {} };
    entry.left--;
    waiting.set(id, entry);
    if (entry.left === 0) entry.done();
  });

  const headers = { authorization: `Bearer ${ready.adminToken}` };
  const history = () => {
    const [roomId, lo, hi] = pick(ready.rooms);
    const before = lo + 50 + Math.floor(Math.random() * Math.max(1, hi - lo - 50));
    return `/api/chat/getMessages?roomId=${roomId}&limit=50${Math.random() < 0.2 ? '' : `&before=${before}`}`;
  };
  await load(base, 4, 2, headers, history); // warm-up
  await fanoutRound(base, ready, 2, waiting);

  const fanP95: number[] = [];
  const fanP50: number[] = [];
  const fanCounts: number[] = [];
  const histP95: number[] = [];
  const histErrors: number[] = [];
  const roomsP95: number[] = [];
  const unreadP95: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const times = await fanoutRound(base, ready, DURATION_S, waiting);
    fanP95.push(percentile(times, 0.95));
    fanP50.push(percentile(times, 0.5));
    fanCounts.push(times.length);
    const h = await load(base, CONNECTIONS, DURATION_S, headers, history);
    histP95.push(h.p95);
    histErrors.push(h.errors);
  }
  // Last, and lighter: a heavy list at 20 connections would leave a backlog on PGlite's one
  // connection that the next round would measure.
  const rooms = await load(
    base,
    4,
    Math.max(2, Math.round(DURATION_S / 2)),
    headers,
    () => `/api/chat/getRooms?userId=${ready.adminId}`,
  );
  roomsP95.push(rooms.p95);
  const unread = await load(
    base,
    CONNECTIONS,
    Math.max(2, Math.round(DURATION_S / 2)),
    headers,
    () => `/api/chat/getUnread`,
  );
  unreadP95.push(unread.p95);
  for (const s of sockets) s.close();
  child.send('stop');

  const line = (name: string, values: number[], target: number, extra = '') => {
    const { min, median, max } = spread(values);
    console.log(
      `${name.padEnd(58)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}  ${target ? `<= ${target} ms: ${max <= target ? 'yes' : 'NO'}` : ''}${extra}`,
    );
  };
  console.log(`${'target'.padEnd(58)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}`);
  line(
    `fan-out to ${SOCKETS} sockets (send -> last receipt)`,
    fanP95,
    50,
    `  (p50 median ${ms(spread(fanP50).median)} ms; ${fanCounts.join('/')} messages per round)`,
  );
  line(
    'chat/getMessages, 50 before a random id, random room',
    histP95,
    20,
    `  (errors ${histErrors.reduce((a, b) => a + b, 0)})`,
  );
  line(`chat/getRooms, member of all ${ready.rooms.length}+ rooms, 4 conn. (informational)`, roomsP95, 0);
  line(`chat/getUnread (navbar total), same member, ${CONNECTIONS} conn. (informational)`, unreadP95, 0);
}

runBench(serve, main);
