import { AreaRoot } from '@courier/shared';
import { AreaIntl } from '../i18n';
import { AppRoutes } from './routes';

/** The area's root: providers, BrowserRouter and error boundary (AreaRoot), its words, then its routes. */
export function App() {
  return (
    <AreaRoot>
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>
    </AreaRoot>
  );
}
