import { AreaRoot } from '@courier/shared';
import { AppRoutes } from './routes';

/** The area's root: providers, BrowserRouter and error boundary (AreaRoot), then its routes. */
export function App() {
  return (
    <AreaRoot>
      <AppRoutes />
    </AreaRoot>
  );
}
