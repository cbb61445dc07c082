import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';

/** The one theme of the portal (shell, areas and standalone dev hosts). */
export const portalTheme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});

/**
 * MantineProvider with the portal's theme, for each React root (the shell's two, every area's,
 * the dev host's). The theme's CSS variables and classes go into the page once: a root that
 * finds them there (the same theme, `shared` being one singleton) does not add another copy,
 * which would make the browser restyle the whole page each time an area mounts.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const stylesInPage = typeof document !== 'undefined' && document.querySelector('style[data-mantine-styles]') !== null;
  return (
    <MantineProvider theme={portalTheme} withCssVariables={!stylesInPage} withGlobalClasses={!stylesInPage}>
      {children}
    </MantineProvider>
  );
}
