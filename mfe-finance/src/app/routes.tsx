import { Route, Routes } from 'react-router-dom';
import { RecoverySummaryPage } from '../features/recovery/components/RecoverySummaryPage';
import { RecoveryClientPage } from '../features/recovery/components/RecoveryClientPage';

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/finance/recovery" element={<RecoverySummaryPage />} />
      <Route path="/finance/recovery/:clientId" element={<RecoveryClientPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
