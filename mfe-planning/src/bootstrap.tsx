// Standalone dev host (`pnpm --filter mfe-planning dev`, http://localhost:3003/): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: 'Planning, Missions régulières',
  links: [
    { label: 'Planning', href: '/planning' },
    { label: 'Missions régulières', href: '/regularMissions' },
  ],
  App,
});
