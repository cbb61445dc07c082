import { useParams } from 'react-router-dom';
import type { WorkersRouteParams } from '../types';

/** The `short_code` of the current route. */
export function useWorkersParams(): WorkersRouteParams {
  const params = useParams();
  return { short_code: params.short_code ?? '' };
}
