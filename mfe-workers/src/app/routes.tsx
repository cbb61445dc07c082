import { Route, Routes } from 'react-router-dom';
import { WorkersListPage } from '../features/workers/components/WorkersListPage';
import { WorkerDetailPage } from '../features/workers/components/WorkerDetailPage';
import { RetribPage } from '../features/retrib/components/RetribPage';
import { VehiclesListPage } from '../features/vehicles/components/VehiclesListPage';
import { VehicleDetailPage } from '../features/vehicles/components/VehicleDetailPage';

/** The routes of this area (DESIGN §1). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/workers" element={<WorkersListPage />} />
      <Route path="/workers/:short_code" element={<WorkerDetailPage />} />
      <Route path="/retrib" element={<RetribPage />} />
      <Route path="/vehicles" element={<VehiclesListPage />} />
      <Route path="/vehicles/:shortCode" element={<VehicleDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
