export { GlobalSearch, SearchPanel } from './components/GlobalSearch';
