import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@courier/shared';
import { lazyWithRetry } from '../lib/lazyWithRetry';

// Each page is its own chunk, fetched when its route is first shown: the exposed ./lifecycles
// module stays small (a fast first switch into the area), and /workers does not download the
// detail pages, the retributions or the vehicles. A page whose chunk failed to load is fetched
// again when the area's error panel is retried.
const WorkersListPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "workers-list" */ '../features/workers/components/WorkersListPage').then(
    (m) => ({ default: m.WorkersListPage }),
  ),
);
const WorkerDetailPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "worker-detail" */ '../features/workers/components/WorkerDetailPage').then(
    (m) => ({ default: m.WorkerDetailPage }),
  ),
);
const RetribPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "retrib" */ '../features/retrib/components/RetribPage').then((m) => ({
    default: m.RetribPage,
  })),
);
const VehiclesListPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "vehicles-list" */ '../features/vehicles/components/VehiclesListPage').then(
    (m) => ({ default: m.VehiclesListPage }),
  ),
);
const VehicleDetailPage = lazyWithRetry(() =>
  import(/* webpackChunkName: "vehicle-detail" */ '../features/vehicles/components/VehicleDetailPage').then(
    (m) => ({ default: m.VehicleDetailPage }),
  ),
);

/**
 * The routes of this area (DESIGN §1). Other paths render nothing: the shell owns them.
 * While a page's chunk loads, the area shows a loading state.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/workers" element={<WorkersListPage />} />
        <Route path="/workers/:short_code" element={<WorkerDetailPage />} />
        <Route path="/retrib" element={<RetribPage />} />
        <Route path="/vehicles" element={<VehiclesListPage />} />
        <Route path="/vehicles/:shortCode" element={<VehicleDetailPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
