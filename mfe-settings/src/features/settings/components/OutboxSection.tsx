// The outbox is its own feature (src/features/outbox); the page shows it from here.
export { OutboxSection } from '../../outbox';
