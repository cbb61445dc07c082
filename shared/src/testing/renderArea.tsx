import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoot } from '../index';

/**
 * Renders part of an area (its routes, a page, a panel) as the portal does: inside `AreaRoot`
 * (Mantine theme, the one query client, the router, the error boundary), at `path`.
 * `renderArea(<AppRoutes />, { path: '/workers?status=all' })`. Returns the queries of
 * Testing Library (`rerender` keeps the providers) and a `user` (user-event). The address goes
 * back to `/` after each test.
 */
export function renderArea(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  window.history.pushState(null, '', path);
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: AreaRoot }) };
}

if (typeof afterEach === 'function') afterEach(() => window.history.pushState(null, '', '/'));
