import { AreaRoot } from '@courier/shared';
import { AreaIntl } from '../i18n';
import { AppRoutes } from './routes';

/** The area's root: its words (AreaIntl), providers, BrowserRouter and error boundary (AreaRoot), then its routes. */
export function App() {
  return (
    <AreaIntl>
      <AreaRoot>
        <AppRoutes />
      </AreaRoot>
    </AreaIntl>
  );
}
