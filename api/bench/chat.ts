/**
 * `pnpm --filter @courier/api exec tsx bench/chat.ts` (also run by `pnpm bench api`): the Chat
 * area on the large seed, topped up to 1 million messages spread over its rooms.
 *
 * 1. Fan-out: 200 sockets of 200 staff members of one room, on loopback; a member sends
 *    messages one after the other (chat/sendMessage over HTTP); for each, the time from the
 *    send to the LAST socket receiving it. Target: p95 <= 50 ms.
 * 2. History: chat/getMessages (50 messages) of a random room at 20 connections, as people
 *    read it: the newest page when a conversation opens (60 %), one of the next four pages
 *    while scrolling up (35 %, cursors of the real pages), an older page anywhere in the
 *    room's history (5 %: a keyset query each, beyond the 250 newest messages a process holds). Target: p95 <= 20 ms. Then, informational: only older pages
 *    anywhere (80 %, the newest page 20 %: each runs its keyset query), chat/getRooms and
 *    chat/getChats of a member of every room, chat/getUnread.
 *    Before the clock, each room's newest page is read once (what a process holds: its
 *    newest messages), and the lists once. The server's CPU time per request is printed:
 *    p95 at 20 connections on one free core comes to about 20 x that.
 * BENCH_SECONDS (default 10) per load, BENCH_ROUNDS rounds (default 3), the spread printed.
 * On PGlite by default, on PostgreSQL with DATABASE_URL (then the fan-out goes through NOTIFY).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { createSession } from '../src/repositories/sessions';
import { cpuMs, load, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

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
  /** Per room of `rooms`, the cursors (nextBefore) of its pages 2 to 5. */
  cursors: number[][];
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
  // The cursors of pages 2 to 5 (the oldest id of the pages before), as a reader scrolling up sends them.
  const cursorRows = await sql<{ room_id: number; ids: number[] }>`
    select room_id, array_agg(id order by id desc) as ids from (
      select room_id, id, row_number() over (partition by room_id order by id desc) as rn
      from messages where room_id is not null) x
    where rn in (50, 100, 150, 200) group by room_id`.execute(db);
  const cursorsOf = new Map(cursorRows.rows.map((r) => [r.room_id, r.ids.map(Number)]));
  // One member sends one message after the other, far beyond a person's pace: lift the per-user send limit (still counted).
  const benchConfig = { ...config, rateLimit: { ...config.rateLimit, chatMessagesPerUserPerMinute: 1_000_000 } };
  const app = await buildApp({ config: benchConfig, db, dbKind: opened.kind, logger: false });
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    kind: opened.kind,
    adminToken: session.token,
    adminId: admin.id,
    memberTokens: tokens,
    fanoutRoomId: roomId,
    rooms: rooms.rows.map((r) => [r.room_id, Number(r.lo), Number(r.hi)]),
    cursors: rooms.rows.map((r) => cursorsOf.get(r.room_id) ?? []),
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
  const olderPage = (roomId: number, lo: number, hi: number) => {
    const before = lo + 50 + Math.floor(Math.random() * Math.max(1, hi - lo - 50));
    return `/api/chat/getMessages?roomId=${roomId}&limit=50&before=${before}`;
  };
  const newestPage = (roomId: number) => `/api/chat/getMessages?roomId=${roomId}&limit=50`;
  /** As people read: the newest page, the next four while scrolling up, now and then an older one. */
  const history = () => {
    const i = Math.floor(Math.random() * ready.rooms.length);
    const [roomId, lo, hi] = ready.rooms[i]!;
    const draw = Math.random();
    const cursors = ready.cursors[i] ?? [];
    if (draw < 0.6 || !cursors.length) return newestPage(roomId);
    if (draw < 0.95) return `/api/chat/getMessages?roomId=${roomId}&limit=50&before=${pick(cursors)}`;
    return olderPage(roomId, lo, hi);
  };
  /** Older pages anywhere in the history (each a keyset query), the newest page a fifth of the time. */
  const deepHistory = () => {
    const [roomId, lo, hi] = pick(ready.rooms);
    return Math.random() < 0.2 ? newestPage(roomId) : olderPage(roomId, lo, hi);
  };
  // What a process holds before the clock runs: each room's newest messages, the lists.
  for (const [roomId] of ready.rooms) await fetch(`${base}${newestPage(roomId)}`, { headers });
  for (const path of [`/api/chat/getRooms?userId=${ready.adminId}`, `/api/chat/getChats?userId=${ready.adminId}`])
    await fetch(`${base}${path}`, { headers });
  await load(base, 4, 2, headers, history); // warm-up
  await fanoutRound(base, ready, 2, waiting);
  /** A load with the server's CPU time per request. */
  const measured = async (connections: number, seconds: number, next: () => string) => {
    const before = cpuMs(child.pid!);
    const result = await load(base, connections, seconds, headers, next);
    const requests = result.rps * seconds;
    return { ...result, cpu: requests > 0 ? (cpuMs(child.pid!) - before) / requests : NaN };
  };

  const fanP95: number[] = [];
  const fanP50: number[] = [];
  const fanCounts: number[] = [];
  const histP95: number[] = [];
  const histCpu: number[] = [];
  const histErrors: number[] = [];
  const deepP95: number[] = [];
  const deepCpu: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const times = await fanoutRound(base, ready, DURATION_S, waiting);
    fanP95.push(percentile(times, 0.95));
    fanP50.push(percentile(times, 0.5));
    fanCounts.push(times.length);
    const h = await measured(CONNECTIONS, DURATION_S, history);
    histP95.push(h.p95);
    histCpu.push(h.cpu);
    histErrors.push(h.errors);
    const d = await measured(CONNECTIONS, DURATION_S, deepHistory);
    deepP95.push(d.p95);
    deepCpu.push(d.cpu);
    histErrors.push(d.errors);
  }
  // Last, the lists (a member of every room), twice each so the spread shows.
  const lists: [string, () => string][] = [
    [`chat/getRooms, member of all ${ready.rooms.length}+ rooms`, () => `/api/chat/getRooms?userId=${ready.adminId}`],
    ['chat/getChats, same member', () => `/api/chat/getChats?userId=${ready.adminId}`],
    ['chat/getUnread (navbar total), same member', () => `/api/chat/getUnread`],
  ];
  const listFigures = new Map<string, { p95: number[]; cpu: number[]; errors: number }>();
  for (let round = 1; round <= 2; round++)
    for (const [name, next] of lists) {
      const r = await measured(CONNECTIONS, Math.max(2, Math.round(DURATION_S / 2)), next);
      const f = listFigures.get(name) ?? { p95: [], cpu: [], errors: 0 };
      f.p95.push(r.p95);
      f.cpu.push(r.cpu);
      f.errors += r.errors;
      listFigures.set(name, f);
    }
  for (const s of sockets) s.close();
  child.send('stop');

  const line = (name: string, values: number[], target: number, cpu: number[] | null, extra = '') => {
    const { min, median, max } = spread(values);
    const c = cpu ? spread(cpu).median : NaN;
    console.log(
      `${name.padEnd(64)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(cpu ? c.toFixed(2) : '', 9)}${pad(cpu ? ms(20 * c) : '', 9)}  ${target ? `<= ${target} ms: ${max <= target ? 'yes' : 'NO'}` : '(informational)'}${extra}`,
    );
  };
  console.log(`${'target'.padEnd(64)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('cpu/req', 9)}${pad('20 x cpu', 9)}`);
  line(
    `fan-out to ${SOCKETS} sockets (send -> last receipt)`,
    fanP95,
    50,
    null,
    `  (p50 median ${ms(spread(fanP50).median)} ms; ${fanCounts.join('/')} messages per round)`,
  );
  line(
    `chat/getMessages, 50, ${CONNECTIONS} conn., as read (60/35/5 %)`,
    histP95,
    20,
    histCpu,
    `  (errors ${histErrors.reduce((a, b) => a + b, 0)}, both history mixes)`,
  );
  line(`chat/getMessages, 50, ${CONNECTIONS} conn., older pages anywhere`, deepP95, 0, deepCpu);
  for (const [name, f] of listFigures)
    line(`${name}, ${CONNECTIONS} conn.`, f.p95, 0, f.cpu, `  (errors ${f.errors})`);
  console.log(
    '\ncpu/req: median over the rounds of the server process CPU time (ms) per request; 20 x cpu: what p95 at 20 connections comes to on one free core.',
  );
}

runBench(serve, main);
