import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';

// The page is its own chunk: the exposed ./lifecycles module stays small.
const SettingsPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "settings" */ '../features/settings/components/SettingsPage').then((m) => ({
      default: m.SettingsPage,
    })),
  { fallback: <LoadingState /> },
);

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
