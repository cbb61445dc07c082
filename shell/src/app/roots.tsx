import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { PortalNotifications, PortalThemeProvider, ProgressBar, queryClient } from '@courier/shared';
import { Navbar } from '../features/navbar/components/Navbar';
import { ShellIntl } from '../i18n';
import { GlobalSearch } from '../features/search';
import { LanguageSwitch } from '../features/language';
import { ShellRoutes } from './ShellRoutes';
import { SkipLink } from './SkipLink';
import { useHeaderHeight } from './useHeaderHeight';
import { useDocumentTitle } from './useDocumentTitle';

function Providers({ children }: { children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <ShellIntl>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>{children}</BrowserRouter>
        </QueryClientProvider>
      </ShellIntl>
    </PortalThemeProvider>
  );
}

/** The header, its height published so that notifications open below it. */
function Header() {
  const ref = useHeaderHeight<HTMLElement>();
  useDocumentTitle();
  return (
    <header className="shell-header" ref={ref}>
      <Navbar
        tools={
          <>
            <GlobalSearch />
            <LanguageSwitch />
          </>
        }
      />
    </header>
  );
}

/** The top of the frame: "Skip to content", the progress bar and the sticky navigation. */
export function HeaderRoot() {
  return (
    <Providers>
      <SkipLink />
      <ProgressBar />
      <Header />
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
