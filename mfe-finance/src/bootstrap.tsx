// Standalone dev host (`pnpm --filter mfe-finance dev`, http://localhost:3004/): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: 'Finance',
  links: [{ label: 'Finance', href: '/finance/recovery' }],
  App,
});
