import { Route, Routes } from 'react-router-dom';
import { SIGN_IN_PAGES } from '@courier/shared';
import { LeaveForSignIn } from '../features/session/components/LeaveForSignIn';
import { LogoutPage } from '../features/session/components/LogoutPage';
import { RequireSession } from '../features/session/components/RequireSession';
import { LandingPage } from '../features/landing/components/LandingPage';
import { AreaOutlet } from '../features/areas/components/AreaOutlet';

/**
 * The shell's pages inside the portal; every other path belongs to an area (guarded by
 * AreaOutlet). The sign-in steps are a light page of their own (bootstrap.tsx).
 */
export function ShellRoutes() {
  return (
    <Routes>
      {SIGN_IN_PAGES.map((path) => (
        <Route key={path} path={path} element={<LeaveForSignIn />} />
      ))}
      <Route path="/logout" element={<LogoutPage />} />
      <Route
        path="/"
        element={
          <RequireSession>
            <LandingPage />
          </RequireSession>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession>
            <AreaOutlet />
          </RequireSession>
        }
      />
    </Routes>
  );
}
