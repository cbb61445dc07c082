// The test every placeholder area runs (until its area issue fills it): each route shows the
// area's title and the route pattern it serves; other paths render nothing; ./lifecycles
// exports single-spa lifecycles. One helper, so the five remotes do not repeat it.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';

export interface PlaceholderRoute {
  /** A real address of the route, e.g. /clients/X-42. */
  visit: string;
  /** The pattern shown on the page, e.g. /clients/:clientId. */
  pattern: string;
  /** The page's level-1 heading. */
  heading: string;
}

export function describePlaceholderArea(
  name: string,
  App: ComponentType,
  loadLifecycles: () => Promise<Record<string, unknown>>,
  routes: PlaceholderRoute[],
): void {
  describe(name, () => {
    afterEach(() => window.history.pushState(null, '', '/'));

    it.each(routes)('serves $pattern', async ({ visit, pattern, heading }) => {
      window.history.pushState(null, '', visit);
      render(<App />);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText(pattern, { selector: 'code' })).toBeInTheDocument();
    });

    it('renders nothing on a path of another area', () => {
      window.history.pushState(null, '', '/somewhere-else');
      const { container } = render(<App />);
      expect(container.querySelector('h1')).toBeNull();
    });

    it('exposes single-spa lifecycles', async () => {
      const lifecycles = await loadLifecycles();
      expect(typeof lifecycles.bootstrap).toBe('function');
      expect(typeof lifecycles.mount).toBe('function');
      expect(typeof lifecycles.unmount).toBe('function');
    });
  });
}
