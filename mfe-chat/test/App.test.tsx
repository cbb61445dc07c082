import { describePlaceholderArea } from '@courier/shared/jest/placeholder-area';
import { App } from '../src/app/App';

describePlaceholderArea('mfe-chat', App, () => import('../src/lifecycles'), [
  { visit: '/chat', pattern: '/chat', heading: 'Chat' },
]);
