import { Link, Outlet, useLocation } from 'react-router-dom';
import { Tabs } from '@mantine/core';
import { useT } from '../i18n';

/** The pages of the Finance area beyond its navbar link, each a tab whose address is its own. */
const AREA_TABS = [
  { value: 'recovery', to: '/finance/recovery', label: 'finance.area.recovery' },
  { value: 'billing', to: '/finance/billing', label: 'finance.area.invoicing' },
] as const;

/**
 * Recovery | Invoicing above the area's two list pages: the navbar's one Finance link leads to
 * recovery, and invoicing is reached from here. Each tab is a real link (its page's address,
 * new tab, Enter), so the tab is always the address.
 */
export function FinanceTabsLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const current = AREA_TABS.find((tab) => pathname.startsWith(tab.to))?.value ?? 'recovery';
  return (
    <>
      <Tabs value={current} activateTabWithKeyboard={false} mb="md">
        <Tabs.List aria-label={t('finance.area.tabs')}>
          {AREA_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              renderRoot={(props: Record<string, unknown>) => <Link {...props} to={tab.to} />}
            >
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
