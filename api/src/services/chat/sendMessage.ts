/**
 * POST chat/sendMessage (docs/product.md#chat): stores a message (and its attachment and key) and
 * moves the sender's read mark to it, in one transaction with the membership check; the
 * conversation's message count, last message and its time follow by trigger (see
 * repositories/chat/messages.ts). `created` is false when the key named an earlier message.
 */
import type { Database } from '../../db/database';
import type { BodyOut } from '../../repositories/areaTypes';
import { iso, isUniqueViolation, requireConversation, type ChatMessage } from '../../repositories/chat/access';
import { moveReadMark } from '../../repositories/chat/unread';
import {
  insertAttachment,
  insertMessage,
  insertMessageKey,
  messageOfKey,
  type NewAttachment,
} from '../../repositories/chat/messages';

export async function sendMessage(
  db: Database,
  sender: { id: number; name: string },
  body: BodyOut<'chat', 'sendMessage'>,
  attachment: NewAttachment | null,
): Promise<{ message: ChatMessage; created: boolean; recipients: number[] }> {
  const userId = sender.id;
  let recipients: number[] = [];
  try {
    return await db.transaction().execute(async (tx) => {
      const conv = await requireConversation(tx, userId, body);
      recipients = conv.userIds;
      if (body.clientKey) {
        const existing = await messageOfKey(tx, userId, body.clientKey);
        if (existing) return { message: existing, created: false, recipients };
      }
      const row = await insertMessage(tx, conv, userId, body.text);
      if (attachment) await insertAttachment(tx, row.id, attachment);
      if (body.clientKey) await insertMessageKey(tx, userId, body.clientKey, row.id);
      await moveReadMark(tx, userId, conv, row.id);
      // The message as getMessage would read it, made from what was written (no read back).
      const message: ChatMessage = {
        id: row.id,
        roomId: conv.kind === 'room' ? conv.id : null,
        chatId: conv.kind === 'chat' ? conv.id : null,
        sender: { kind: 'staff', id: userId, name: sender.name },
        body: body.text,
        sentAt: iso(row.sent_at),
        attachment: attachment ? { name: attachment.name, mime: attachment.mime, size: attachment.data.length } : null,
        clientKey: body.clientKey ?? null,
      };
      return { message, created: true, recipients };
    });
  } catch (err) {
    // The same key sent twice at once: the other send won; answer its message.
    if (body.clientKey && isUniqueViolation(err)) {
      const existing = await messageOfKey(db, userId, body.clientKey);
      if (existing) return { message: existing, created: false, recipients };
    }
    throw err;
  }
}
