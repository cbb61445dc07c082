import { randomUUID } from 'node:crypto';
import { BASE, WebSocketClient, SHELL_PORT } from './common.mjs';

// ------------------------------------------------------------------ calls through nginx
export async function call(method, path, token, body) {
  const url = new URL(`${BASE}/api/${path}`);
  if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, data: json.data, error: json.error };
}

/** The chat socket as the page holds it: through nginx, reopened after a close with `since`. */
export function chatListener(token) {
  const state = { received: new Set(), closes: [], lastId: null, stopped: false, socket: null, opened: 0 };
  const open = () => {
    const since = state.lastId !== null ? `?since=${state.lastId}` : '';
    const socket = new WebSocketClient(`ws://localhost:${SHELL_PORT}/api/chat/socket${since}`, ['bearer', token]);
    state.socket = socket;
    socket.onopen = () => void state.opened++;
    socket.onmessage = (e) => {
      const event = JSON.parse(String(e.data));
      if (event.type === 'message') {
        state.received.add(event.message.id);
        state.lastId = Math.max(state.lastId ?? 0, event.message.id);
      }
      if (event.type === 'hello' && event.lastMessageId !== null) state.lastId = Math.max(state.lastId ?? 0, event.lastMessageId);
    };
    socket.onclose = (e) => {
      state.closes.push(e.code);
      if (!state.stopped) setTimeout(open, 200 + Math.random() * 300);
    };
  };
  open();
  state.stop = () => {
    state.stopped = true;
    state.socket?.close(1000);
  };
  return state;
}

/** Reads and writes through nginx until stopped: what was acknowledged, what failed. */
export function load({ chatToken, clientsToken, roomId, clientId, workers = 4 }) {
  // resets: the writes nginx answered 502 (their process reset the connection before answering);
  // whether each was written is checked in the database afterwards.
  const result = { messages: [], comments: [], reads: 0, failures: [], resets: [], stopped: false };
  const note = (what, status, error) => result.failures.push(`${what}: ${status}${error ? ` ${error.message ?? error}` : ''}`);
  async function worker(w) {
    for (let i = 0; !result.stopped; i++) {
      const text = `load ${w}.${i}`;
      try {
        const sent = await call('POST', 'chat/sendMessage', chatToken, { roomId, text, clientKey: randomUUID() });
        if (sent.status === 200) result.messages.push(sent.data.id);
        else if (sent.status === 502) result.resets.push({ what: 'sendMessage', text });
        else note('sendMessage', sent.status, sent.error);
      } catch (error) {
        note('sendMessage', 'no answer', error);
      }
      try {
        const added = await call('POST', 'clients/addComment', clientsToken, { clientId, comment: text });
        if (added.status === 200) result.comments.push({ id: added.data.eventId, text });
        else if (added.status === 502) result.resets.push({ what: 'addComment', text });
        else note('addComment', added.status, added.error);
      } catch (error) {
        note('addComment', 'no answer', error);
      }
      for (const [token, path, query] of [
        [chatToken, 'chat/getMessages', { roomId, limit: 50 }],
        [clientsToken, `clients/${clientId}`, undefined],
      ]) {
        try {
          const read = await call('GET', path, token, query);
          if (read.status === 200) result.reads++;
          else note(path, read.status, read.error);
        } catch (error) {
          note(path, 'no answer', error);
        }
      }
    }
  }
  const running = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  result.stop = async () => {
    result.stopped = true;
    await running;
  };
  return result;
}
