import { Route, Routes } from 'react-router-dom';
import { LoadingState, lazyComponent } from '@courier/shared';
import { FinanceTabsLayout } from './FinanceTabs';

// Each page is its own chunk, fetched when its route is first shown (see mfe-workers): the
// exposed ./lifecycles module stays small; a page whose chunk failed says so, with Retry.
const page = { fallback: <LoadingState /> };
const RecoverySummaryPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "recovery-summary" */ '../features/recovery/components/RecoverySummaryPage'
    ).then((m) => ({ default: m.RecoverySummaryPage })),
  page,
);
const RecoveryClientPage = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "recovery-client" */ '../features/recovery/components/RecoveryClientPage'
    ).then((m) => ({ default: m.RecoveryClientPage })),
  page,
);

const DunningSettingsPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "dunning" */ '../features/dunning').then((m) => ({
      default: m.DunningSettingsPage,
    })),
  page,
);

const BillingPage = lazyComponent(
  () =>
    import(/* webpackChunkName: "billing" */ '../features/billing/components/BillingPage').then((m) => ({
      default: m.BillingPage,
    })),
  page,
);

/** The routes of this area (docs/product.md#areas-and-routes). Other paths render nothing: the shell owns them. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<FinanceTabsLayout />}>
        <Route path="/finance/recovery" element={<RecoverySummaryPage />} />
        <Route path="/finance/billing" element={<BillingPage />} />
      </Route>
      <Route path="/finance/recovery/dunning" element={<DunningSettingsPage />} />
      <Route path="/finance/recovery/:clientId" element={<RecoveryClientPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
