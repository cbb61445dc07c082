/**
 * POST chat/markRead (docs/product.md#chat): moves the caller's read mark (never back) in one
 * transaction; the message must belong to a conversation of the caller (404 naming messageId).
 */
import type { Database } from '../../db/database';
import { notFoundField } from '../../domain/errors';
import type { BodyOut } from '../../repositories/areaTypes';
import { requireConversation, type Conversation } from '../../repositories/chat/access';
import { findMessage, moveReadMark, readMarkOf } from '../../repositories/chat/unread';

export async function markRead(
  db: Database,
  userId: number,
  body: BodyOut<'chat', 'markRead'>,
): Promise<{ conversation: Conversation; lastReadMessageId: number }> {
  return db.transaction().execute(async (tx) => {
    const conv = await requireConversation(tx, userId, body);
    const message = await findMessage(tx, body.messageId);
    const inConv = message && (conv.kind === 'room' ? message.room_id === conv.id : message.chat_id === conv.id);
    if (!inConv) throw notFoundField('messageId', `No message ${body.messageId} in this ${conv.kind}`);
    await moveReadMark(tx, userId, conv, body.messageId);
    return { conversation: conv, lastReadMessageId: (await readMarkOf(tx, userId, conv)) ?? body.messageId };
  });
}
