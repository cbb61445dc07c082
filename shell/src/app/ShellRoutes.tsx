import { Route, Routes } from 'react-router-dom';
import { RequireSession } from '../features/auth/components/RequireSession';
import { SignInPage } from '../features/auth/components/SignInPage';
import { CodePage } from '../features/auth/components/CodePage';
import { CodeQrPage } from '../features/auth/components/CodeQrPage';
import { LogoutPage } from '../features/auth/components/LogoutPage';
import { LandingPage } from '../features/landing/components/LandingPage';
import { AreaOutlet } from '../features/areas/components/AreaOutlet';

/** The shell's pages; every other path belongs to an area (guarded by AreaOutlet). */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="/login/code" element={<CodePage />} />
      <Route path="/codeqr" element={<CodeQrPage />} />
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
