import { AreaPlaceholder } from '@courier/shared';

/** /chat: filled by the area's issue; until then it says what it will show. */
export function ChatPage() {
  return (
    <AreaPlaceholder
      title={'Chat'}
      purpose={'This area will show chats and rooms, with live messages and support tickets; route /chat.'}
      routes={['/chat']}
    />
  );
}
