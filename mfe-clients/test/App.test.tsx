import { describePlaceholderArea } from '@courier/shared/jest/placeholder-area';
import { App } from '../src/app/App';

describePlaceholderArea('mfe-clients', App, () => import('../src/lifecycles'), [
  { visit: '/clients', pattern: '/clients', heading: 'Client' },
  { visit: '/clients/X-42', pattern: '/clients/:clientId', heading: 'Client' },
  { visit: '/users/cfr', pattern: '/users/cfr', heading: 'Utilisateurs' },
  { visit: '/users/cfr/X-42', pattern: '/users/cfr/:userId', heading: 'Utilisateurs' },
]);
