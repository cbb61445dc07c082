import { Route, Routes } from 'react-router-dom';
import { SettingsPage } from '../features/settings/components/SettingsPage';

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
