import { useParams } from 'react-router-dom';
import type { ClientsRouteParams } from '../types';

/** The `clientId` of the current route. */
export function useClientsParams(): ClientsRouteParams {
  const params = useParams();
  return { clientId: params.clientId ?? '' };
}
