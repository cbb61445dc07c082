export { TodayWidgets } from './components/TodayWidgets';
export { prefetchToday, prefetchTodayCalls } from './prefetchToday';
