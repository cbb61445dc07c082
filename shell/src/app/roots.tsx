import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { PortalNotifications, PortalThemeProvider, ProgressBar, queryClient } from '@courier/shared';
import { Navbar } from '../features/navbar/components/Navbar';
import { ShellRoutes } from './ShellRoutes';

function Providers({ children }: { children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </QueryClientProvider>
    </PortalThemeProvider>
  );
}

/** The top of the frame: the progress bar and the navigation. */
export function HeaderRoot() {
  return (
    <Providers>
      <ProgressBar />
      <header className="shell-header">
        <Navbar />
      </header>
    </Providers>
  );
}

/** The shell's pages, above the areas' containers; notifications are rendered once, here. */
export function PageRoot() {
  return (
    <Providers>
      <PortalNotifications />
      <ShellRoutes />
    </Providers>
  );
}
