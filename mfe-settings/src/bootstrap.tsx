// Standalone dev host (`pnpm --filter mfe-settings dev`, http://localhost:3005/, `?lang=fr` for French): this area alone,
// after signing in against the API. Inside the portal the shell mounts ./lifecycles instead.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@courier/shared';
import { App } from './app/App';

void renderStandalone({
  title: { en: 'Settings', fr: 'Paramètres' },
  links: [{ label: 'Settings', href: '/settings' }],
  App,
});
