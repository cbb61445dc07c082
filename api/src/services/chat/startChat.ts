/**
 * POST chat/startChat (docs/product.md#chat): the direct chat with another staff user with the
 * CHAT role, opened once (the pair is stored in order; a second request answers the same chat),
 * with an admin event when it is opened. `created` says whether this call opened it.
 */
import type { Database } from '../../db/database';
import { invalid } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { requireChatUser, type ChatRow } from '../../repositories/chat/access';
import { chatRows, findDirectChat, insertDirectChat } from '../../repositories/chat/chats';

export async function startChat(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'startChat'>,
): Promise<{ chat: ChatRow; created: boolean }> {
  if (body.userId === caller)
    throw invalid('A direct chat needs another person', { userId: 'Choose someone else than yourself' });
  const other = await requireChatUser(db, body.userId, 'userId');
  const [a, b] = caller < other.id ? [caller, other.id] : [other.id, caller];
  const found = await findDirectChat(db, a, b);
  let chatId = found?.id;
  if (!chatId) {
    chatId = await db.transaction().execute(async (tx) => {
      const id = await insertDirectChat(tx, a, b);
      if (!id) return (await findDirectChat(tx, a, b))!.id;
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.startChat',
        targetType: 'chat',
        targetId: id,
        summary: `Direct chat opened with ${other.name}`,
        data: { name: other.name },
      });
      return id;
    });
  }
  const [chat] = await chatRows(db, caller, chatId);
  return { chat: chat as ChatRow, created: !found };
}
