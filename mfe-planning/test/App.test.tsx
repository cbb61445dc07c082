import { describePlaceholderArea } from '@courier/shared/jest/placeholder-area';
import { App } from '../src/app/App';

describePlaceholderArea('mfe-planning', App, () => import('../src/lifecycles'), [
  { visit: '/planning', pattern: '/planning', heading: 'Planning' },
  { visit: '/regularMissions', pattern: '/regularMissions', heading: 'Missions régulières' },
  {
    visit: '/regularMissions/X-42',
    pattern: '/regularMissions/:regularMissionId',
    heading: 'Missions régulières',
  },
]);
