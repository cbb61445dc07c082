import { useParams } from 'react-router-dom';
import type { RegularMissionsRouteParams } from '../types';

/** The `regularMissionId` of the current route. */
export function useRegularMissionsParams(): RegularMissionsRouteParams {
  const params = useParams();
  return { regularMissionId: params.regularMissionId ?? '' };
}
