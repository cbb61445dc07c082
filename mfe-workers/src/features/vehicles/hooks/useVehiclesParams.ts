import { useParams } from 'react-router-dom';
import type { VehiclesRouteParams } from '../types';

/** The `shortCode` of the current route. */
export function useVehiclesParams(): VehiclesRouteParams {
  const params = useParams();
  return { shortCode: params.shortCode ?? '' };
}
