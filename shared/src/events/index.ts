/** A client's timeline, said the same way by every area that shows it (Clients, Finance). */
export { clientEventsEn } from './messages.en';
export { clientEventsFr } from './messages.fr';
export {
  clientEventKind,
  clientEventSentence,
  clientEventValues,
  useClientEventWords,
  type ClientEventTranslate,
} from './sentence';
