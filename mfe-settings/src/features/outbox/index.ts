/** The outbox section of /settings (`?list=outbox`): the mails the portal queued and where each is. */
export { OutboxSection } from './components/OutboxSection';
