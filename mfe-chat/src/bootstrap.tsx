// Standalone dev host (`pnpm --filter mfe-chat dev`, http://localhost:3006/): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: 'Chat',
  links: [{ label: 'Chat', href: '/chat' }],
  App,
});
