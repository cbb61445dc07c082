import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';

// Each page is its own chunk, fetched when its route is first shown (see mfe-workers).
const page = { fallback: <LoadingState /> };
const PlanningPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "planning" */ '../features/planning/components/PlanningPage').then((m) => ({
      default: m.PlanningPage,
    })),
  page,
);
const RegularMissionsListPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "regular-missions" */ '../features/regular-missions/components/RegularMissionsListPage').then(
      (m) => ({ default: m.RegularMissionsListPage }),
    ),
  page,
);
const RegularMissionDetailPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "regular-mission" */ '../features/regular-missions/components/RegularMissionDetailPage').then(
      (m) => ({ default: m.RegularMissionDetailPage }),
    ),
  page,
);

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
