import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { TOKEN_KEY, expect, nav, test } from '../support/fixtures';
import { tokensFile } from '../support/global-setup';
import { apiUrl } from '../support/portal';

/**
 * The Chat area through the shell: two staff members in two browser contexts talk
 * live in a client's room, the navbar's unread badge follows, one of them loses the API's
 * socket and comes back without losing a message; a ticket goes to the outbox; a staff member
 * finds a room they are not in under All rooms and joins it, or joins a client's room opened
 * from the client (no 403); a user without the CHAT role is refused.
 */

const tokens = () => JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, string>;

async function call<T>(login: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<{ status: number; data: T }> {
  const url = new URL(`${apiUrl}/${path}`);
  if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${tokens()[login]}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** Marks every conversation of a user read, so the navbar badge starts from nothing. */
async function readEverything(login: string) {
  const unread = await call<{ rooms: { roomId: number }[]; chats: { chatId: number }[] }>(login, 'GET', 'chat/getUnread');
  const refs = [...unread.data.rooms.map((r) => ({ roomId: r.roomId })), ...unread.data.chats.map((c) => ({ chatId: c.chatId }))];
  for (const ref of refs) {
    const page = await call<{ items: { id: number }[] }>(login, 'GET', 'chat/getMessages', { ...ref, limit: 1 });
    const last = page.data.items[page.data.items.length - 1];
    if (last) await call(login, 'POST', 'chat/markRead', { ...ref, messageId: last.id });
  }
  expect((await call<{ total: number }>(login, 'GET', 'chat/getUnread')).data.total).toBe(0);
}

/** A client's room with chat and admin in it, made through the API. */
async function roomForTwo(): Promise<{ id: number; name: string }> {
  const admin = await call<{ id: number }>('admin', 'GET', 'users/getMe');
  const clients = await call<{ id: number; name: string; roomId: number | null }[]>('chat', 'GET', 'chat/getClientsLight');
  const free = clients.data.filter((c) => c.roomId === null);
  expect(free.length).toBeGreaterThan(0);
  const client = free[Math.floor(Math.random() * free.length)]!;
  const name = `E2E ${client.name} ${Date.now().toString(36)}`;
  const room = await call<{ id: number; name: string }>('chat', 'POST', 'chat/addRoom', { clientId: client.id, name, memberIds: [admin.data.id] });
  expect(room.status).toBe(200);
  return room.data;
}

/** A client's room that only admin is in, with one message of admin's, made through the API. */
async function adminOnlyRoom(text: string): Promise<{ id: number; name: string; client: string }> {
  const clients = await call<{ id: number; name: string; roomId: number | null }[]>('admin', 'GET', 'chat/getClientsLight');
  const free = clients.data.filter((c) => c.roomId === null);
  expect(free.length).toBeGreaterThan(0);
  const client = free[Math.floor(Math.random() * free.length)]!;
  const name = `E2E join ${Date.now().toString(36)}`;
  const room = await call<{ id: number; name: string }>('admin', 'POST', 'chat/addRoom', { clientId: client.id, name });
  expect(room.status).toBe(200);
  expect((await call('admin', 'POST', 'chat/sendMessage', { roomId: room.data.id, text })).status).toBe(200);
  return { ...room.data, client: client.name };
}

/** axe-core, WCAG 2.1 A and AA, with the portal's one accepted rule (zooming disabled) left out. */
async function expectNoAxeViolations(page: Page) {
  // The toasts of the last action close by themselves first.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'meta-viewport': { enabled: false } },
    })
    .analyze();
  expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} — ${v.help}`)).toEqual([]);
}

/** A second signed-in browser context (the fixture's page is the first). */
async function secondPage(browser: Browser, login: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [TOKEN_KEY, tokens()[login]!] as const);
  await page.goto(path);
  return page;
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('two staff members talk live in a client room; the navbar counts; a dropped socket comes back without losing a message', async ({ page, browser, signIn }) => {
  test.setTimeout(120_000);
  const room = await roomForTwo();
  await readEverything('admin');

  // The chat user's socket goes through a route the test controls: it can drop it and keep the API away.
  let apiReachable = true;
  let current: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/chat\/socket/, (ws) => {
    if (!apiReachable) {
      ws.close({ code: 4000, reason: 'API unreachable (test)' });
      return;
    }
    current = ws;
    ws.connectToServer();
  });
  await signIn('chat', `/chat?room=${room.id}`);
  await expect(page.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const admin = await secondPage(browser, 'admin', '/chat');
  await expect(admin.getByText('Live', { exact: true })).toBeVisible();
  await expect(nav(admin).getByTestId('chat-unread-badge')).toHaveCount(0);

  // chat writes; admin, elsewhere in the chat area, sees the navbar count and the room's badge.
  await composer(page).fill('Bonjour, le colis est parti.');
  await composer(page).press('Enter');
  await expect(log(page).getByText('Bonjour, le colis est parti.')).toBeVisible();
  await expect(nav(admin).getByTestId('chat-unread-badge')).toHaveText('1');
  await expect(nav(admin).getByRole('link', { name: 'Chat' })).toHaveAccessibleDescription('1 unread message');
  // Each conversation of the side list is a link to it (/chat?room=<id>).
  const adminRoomLink = admin.getByRole('list', { name: 'Rooms' }).getByRole('link', { name: new RegExp(room.name) });
  await expect(adminRoomLink).toHaveAttribute('href', `/chat?room=${room.id}`);
  await expect(adminRoomLink.getByLabel('1 unread message')).toBeVisible();

  // admin opens the room: read, the badge goes; chat sees "Read"; admin answers, chat sees it live.
  await adminRoomLink.click();
  await expect(log(admin).getByText('Bonjour, le colis est parti.')).toBeVisible();
  await expect(nav(admin).getByTestId('chat-unread-badge')).toHaveCount(0);
  await expect(log(page).getByTestId('delivery').last()).toHaveText('Read');
  await composer(admin).fill('Merci, bien reçu.');
  await composer(admin).press('Enter');
  await expect(log(page).getByText('Merci, bien reçu.')).toBeVisible();

  // chat loses the API (its socket, and its calls), and the API stays away for a while.
  apiReachable = false;
  await page.route('**/api/chat/sendMessage', (route) => route.abort('internetdisconnected'));
  await (current as WebSocketRoute | null)?.close({ code: 4000, reason: 'dropped (test)' });
  await expect(page.getByText(/Connection lost: reconnecting/)).toBeVisible();
  await composer(admin).fill('Message pendant la coupure');
  await composer(admin).press('Enter');
  // Shown once: the pending bubble gives way to the delivered message.
  await expect(log(admin).getByText('Message pendant la coupure')).toHaveCount(1);
  await composer(page).fill('Écrit hors ligne');
  await composer(page).press('Enter');
  await expect(page.getByTestId('outgoing-message')).toContainText('Waiting for the connection');

  // The API is back: the missed message arrives, the waiting one leaves, each exactly once.
  await page.unroute('**/api/chat/sendMessage');
  apiReachable = true;
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(log(page).getByText('Message pendant la coupure')).toHaveCount(1);
  await expect(log(admin).getByText('Écrit hors ligne')).toHaveCount(1);
  await expect(log(page).getByText('Écrit hors ligne')).toHaveCount(1);
  await expect(page.getByTestId('outgoing-message')).toHaveCount(0);
  await expect(log(page).getByTestId('message')).toHaveText([/Bonjour, le colis est parti\./, /Merci, bien reçu\./, /Message pendant la coupure/, /Écrit hors ligne/]);
  await admin.context().close();
});

test('a ticket sent from a room is found in the outbox', async ({ page, signIn }) => {
  const room = await roomForTwo();
  await signIn('chat', `/chat?room=${room.id}`);
  await expect(page.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
  await page.getByRole('button', { name: 'Send as ticket by mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send as ticket by mail' });
  const subject = `Colis abîmé ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Ticket' }).fill('Le colis est arrivé abîmé chez le client.');
  await dialog.getByRole('button', { name: 'Send the ticket' }).click();
  const sent = page.getByText(/^Ticket #\d+ sent to support@courier\.example$/);
  await expect(sent).toBeVisible();
  const ticketId = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);

  const mails = await call<{ items: { subject: string; to: string[] }[] }>('admin', 'GET', 'outbox/getMails', { search: subject });
  expect(mails.status).toBe(200);
  expect(mails.data.items.map((m) => [m.subject, m.to])).toEqual([[`[Ticket #${ticketId}] ${subject}`, ['support@courier.example']]]);
});

test('All rooms: a room one is not in shows its name, client and members only; Join opens it; a client\'s room opened from the client offers to join', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const secret = `Note interne ${Date.now().toString(36)}`;
  const first = await adminOnlyRoom(secret);
  await signIn('chat', '/chat');
  await page.getByRole('button', { name: 'All rooms' }).click();
  const panel = page.getByRole('region', { name: 'All rooms' });
  await panel.getByRole('textbox', { name: 'Search rooms' }).fill(first.name);
  const table = panel.getByRole('table', { name: 'Rooms found' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(first.name);
  await expect(table.getByRole('row').nth(1)).toContainText(first.client);
  await expect(table.getByRole('row').nth(1)).toContainText('1 staff');
  // The row is a link to the room (one not joined yet offers to join it).
  await expect(table.getByRole('row').nth(1).getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
    'href',
    `/chat?room=${first.id}`,
  );
  await expect(page.getByText(secret)).toHaveCount(0);
  // The client's name finds it too, and "All" takes in inactive rooms (chosen with the keyboard).
  await panel.getByRole('radio', { name: 'Active' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'All' })).toBeChecked();
  await panel.getByRole('textbox', { name: 'Search rooms' }).fill(first.client);
  await expect(table.getByRole('row', { name: new RegExp(first.name) })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: `Join ${first.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: first.name })).toBeVisible();
  await expect(log(page).getByText(secret)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
  const members = await call<{ staff: { name: string }[] }>('admin', 'GET', 'chat/getMembers', { roomId: first.id });
  expect(members.data.staff).toHaveLength(2);

  // "Open the client's room" from the new room dialog: what finds it and Join, not a 403.
  const second = await adminOnlyRoom('Bienvenue');
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/chat/')) refused.push(r.url());
  });
  await page.getByRole('button', { name: 'New room for a client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New room for a client' });
  await dialog.getByRole('textbox', { name: 'Find a client' }).fill(second.client);
  await dialog.getByRole('button', { name: `Open the room of ${second.client}` }).click();
  const offer = page.getByRole('region', { name: `Room: ${second.name}` });
  await expect(offer).toContainText('You are not a member of this room');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Join this room' }).click();
  await expect(log(page).getByText('Bienvenue')).toBeVisible();
  await composer(page).fill('Je rejoins la salle.');
  await composer(page).press('Enter');
  await expect(log(page).getByText('Je rejoins la salle.')).toBeVisible();
  expect(refused).toEqual([]);
});

test('a user without the CHAT role gets "Not allowed" on /chat and 403 from the API', async ({ page, signIn }) => {
  await signIn('workers', '/chat');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  const me = await call<{ id: number }>('workers', 'GET', 'users/getMe');
  const answer = await call('workers', 'GET', 'chat/getRooms', { userId: me.data.id });
  expect(answer.status).toBe(403);
  const socket = await fetch(`${apiUrl}/chat/socket`, { headers: { authorization: `Bearer ${tokens().workers}` } });
  expect(socket.status).toBe(403);
});

test.describe('the portal as served', () => {
  test("the portal's CSP lets the chat page open its socket", async ({ page, signIn }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/violates the following Content Security Policy directive/.test(m.text())) refused.push(m.text());
    });
    await signIn('chat', '/chat');
    await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(refused).toEqual([]);
  });
});
