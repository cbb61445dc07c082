import { describePlaceholderArea } from '@courier/shared/jest/placeholder-area';
import { App } from '../src/app/App';

describePlaceholderArea('mfe-finance', App, () => import('../src/lifecycles'), [
  { visit: '/finance/recovery', pattern: '/finance/recovery', heading: 'Finance' },
  { visit: '/finance/recovery/X-42', pattern: '/finance/recovery/:clientId', heading: 'Finance' },
]);
