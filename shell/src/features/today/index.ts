export { TodayWidgets } from './components/TodayWidgets';
