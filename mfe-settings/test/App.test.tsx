import { describePlaceholderArea } from '@courier/shared/jest/placeholder-area';
import { App } from '../src/app/App';

describePlaceholderArea('mfe-settings', App, () => import('../src/lifecycles'), [
  { visit: '/settings', pattern: '/settings', heading: 'Settings' },
]);
