import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';

// Each page is its own chunk, fetched when its route is first shown (as in mfe-workers).
const page = { fallback: <LoadingState /> };
const ClientsListPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "clients-list" */ '../features/clients/components/ClientsListPage').then(
      (m) => ({ default: m.ClientsListPage }),
    ),
  page,
);
const ClientDetailPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "client-detail" */ '../features/clients/components/ClientDetailPage').then(
      (m) => ({ default: m.ClientDetailPage }),
    ),
  page,
);
const CfrUsersListPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "cfr-users-list" */ '../features/cfr-users/components/CfrUsersListPage').then(
      (m) => ({ default: m.CfrUsersListPage }),
    ),
  page,
);
const CfrUserDetailPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "cfr-user-detail" */ '../features/cfr-users/components/CfrUserDetailPage'
    ).then((m) => ({ default: m.CfrUserDetailPage })),
  page,
);

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
