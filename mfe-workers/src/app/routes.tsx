import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';

// Each page is its own chunk, fetched when its route is first shown: the exposed ./lifecycles
// module stays small (a fast first switch into the area), and /workers does not download the
// detail pages, the retributions or the vehicles. Meanwhile the route shows a loading state;
// a page whose chunk failed to download says so, with Retry.
const page = { fallback: <LoadingState /> };
const WorkersListPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "workers-list" */ '../features/workers/components/WorkersListPage').then(
      (m) => ({
        default: m.WorkersListPage,
      }),
    ),
  page,
);
const WorkerDetailPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "worker-detail" */ '../features/workers/components/WorkerDetailPage').then(
      (m) => ({ default: m.WorkerDetailPage }),
    ),
  page,
);
const RetribPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "retrib" */ '../features/retrib/components/RetribPage').then((m) => ({
      default: m.RetribPage,
    })),
  page,
);
const StatementsPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "statements" */ '../features/statements/components/StatementsPage').then(
      (m) => ({
        default: m.StatementsPage,
      }),
    ),
  page,
);
const VehiclesListPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "vehicles-list" */ '../features/vehicles/components/VehiclesListPage').then(
      (m) => ({ default: m.VehiclesListPage }),
    ),
  page,
);
const VehicleDetailPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "vehicle-detail" */ '../features/vehicles/components/VehicleDetailPage').then(
      (m) => ({ default: m.VehicleDetailPage }),
    ),
  page,
);

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/workers" element={<WorkersListPage />} />
      <Route path="/workers/:short_code" element={<WorkerDetailPage />} />
      <Route path="/retrib" element={<RetribPage />} />
      <Route path="/retrib/statements" element={<StatementsPage />} />
      <Route path="/vehicles" element={<VehiclesListPage />} />
      <Route path="/vehicles/:shortCode" element={<VehicleDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
