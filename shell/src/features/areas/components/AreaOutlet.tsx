import { useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';
import { navigateToUrl } from 'single-spa';
import { AreaErrorPanel, NotAllowed, NotFound, canAccessPage, isKnownPage, useRoles } from '@courier/shared';
import { areaForPath } from '../areas';
import { retryArea, useAreaStates } from '../registry';

/**
 * The shell's part of an area page: the route guard (Not allowed / Page not found, and then
 * the area is never mounted) and the error panel when the area failed. The area itself
 * renders in its own container below.
 */
export function AreaOutlet() {
  const t = useT();
  const { pathname } = useLocation();
  const roles = useRoles();
  const states = useAreaStates();
  const area = areaForPath(pathname);
  if (!area || !isKnownPage(pathname)) return <NotFound onHome={navigateToUrl} />;
  if (!canAccessPage(pathname, roles)) return <NotAllowed onHome={navigateToUrl} />;
  const state = states[area.name];
  if (state?.status === 'error') {
    return (
      <AreaErrorPanel
        title={state.failure === 'crash' ? t('shell.area.crashed') : t('shell.area.failed')}
        detail={
          state.failure === 'crash'
            ? t('shell.area.crashedDetail')
            : state.failure === 'version'
              ? t('shell.area.versionDetail', { message: state.message ?? '' })
              : t('shell.area.downDetail')
        }
        retrying={state.retrying}
        onRetry={() => void retryArea(area.name)}
      />
    );
  }
  return null;
}
