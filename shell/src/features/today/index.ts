export { TodayWidgets } from './components/TodayWidgets';
export { prefetchToday } from './prefetchToday';
