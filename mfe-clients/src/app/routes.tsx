import { Route, Routes } from 'react-router-dom';
import { ClientsListPage } from '../features/clients/components/ClientsListPage';
import { ClientDetailPage } from '../features/clients/components/ClientDetailPage';
import { CfrUsersListPage } from '../features/cfr-users/components/CfrUsersListPage';
import { CfrUserDetailPage } from '../features/cfr-users/components/CfrUserDetailPage';

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/clients" element={<ClientsListPage />} />
      <Route path="/clients/:clientId" element={<ClientDetailPage />} />
      <Route path="/users/cfr" element={<CfrUsersListPage />} />
      <Route path="/users/cfr/:userId" element={<CfrUserDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
