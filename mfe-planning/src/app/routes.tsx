import { Route, Routes } from 'react-router-dom';
import { PlanningPage } from '../features/planning/components/PlanningPage';
import { RegularMissionsListPage } from '../features/regular-missions/components/RegularMissionsListPage';
import { RegularMissionDetailPage } from '../features/regular-missions/components/RegularMissionDetailPage';

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/planning" element={<PlanningPage />} />
      <Route path="/regularMissions" element={<RegularMissionsListPage />} />
      <Route path="/regularMissions/:regularMissionId" element={<RegularMissionDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
