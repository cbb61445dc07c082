import { useParams } from 'react-router-dom';
import type { CfrUsersRouteParams } from '../types';

/** The `userId` of the current route. */
export function useCfrUsersParams(): CfrUsersRouteParams {
  const params = useParams();
  return { userId: params.userId ?? '' };
}
