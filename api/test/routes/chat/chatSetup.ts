import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';

/**
 * The HTTP calls of the Chat area (docs/product.md#chat): rooms, members, direct chats,
 * messages paged by cursor, attachments checked by content, read marks and unread counts.
 */
export let t: TestApp;
export let chat: SignedIn;
export let admin: SignedIn;
export let workers: SignedIn;
export let chatId: number;
export let adminId: number;
export let workersId: number;
export let client: { id: number; name: string; cfrUsers: number };
export let roomId: number;

export const send = (who: SignedIn, text: string, extra: Record<string, unknown> = {}) =>
  who.post(api.chat.sendMessage, { roomId, text, ...extra });

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    chat = await t.injectAs('chat');
    admin = await t.injectAs('admin');
    workers = await t.injectAs('workers');
    chatId = await staffId(t.db, 'chat');
    adminId = await staffId(t.db, 'admin');
    workersId = await staffId(t.db, 'workers');
    client = await clientWithoutRoom(t.db);
    const res = await chat.post(api.chat.addRoom, { clientId: client.id, memberIds: [adminId] });
    expect(res.status).toBe(200);
    roomId = res.body.data.id;
  }, 60_000);
  afterAll(() => t.close());
}
