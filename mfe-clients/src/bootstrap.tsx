// Standalone dev host (`pnpm --filter mfe-clients dev`, http://localhost:3002/): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: 'Client, Utilisateurs',
  links: [
    { label: 'Client', href: '/clients' },
    { label: 'Utilisateurs', href: '/users/cfr' },
  ],
  App,
});
