// Standalone dev host (`pnpm --filter mfe-workers dev`, http://localhost:3001/): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { getPortalConfig, renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: 'Coursiers, Rétributions, Véhicules',
  links: [
    { label: `${getPortalConfig().productLabel}s`, href: '/workers' },
    { label: 'Rétributions', href: '/retrib' },
    { label: 'Véhicules', href: '/vehicles' },
  ],
  App,
});
