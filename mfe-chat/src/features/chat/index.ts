/** The chat feature: its page, and what tests drive (the socket's factory and delays). */
export { ChatPage } from './components/ChatPage';
export { setChatReconnectDelays, setChatSocketFactory, type SocketEvent, type SocketLike } from './hooks/connection';
export { clearOutbox } from './hooks/outbox';
export { resetUnread } from './hooks/unread';
