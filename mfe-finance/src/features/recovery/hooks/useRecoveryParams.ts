import { useParams } from 'react-router-dom';
import type { RecoveryRouteParams } from '../types';

/** The `clientId` of the current route. */
export function useRecoveryParams(): RecoveryRouteParams {
  const params = useParams();
  return { clientId: params.clientId ?? '' };
}
