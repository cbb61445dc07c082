import { AreaPlaceholder, usePortalConfig } from '@courier/shared';
import { useWorkersParams } from '../hooks/useWorkersParams';

/** /workers/:short_code: filled by the area's issue; until then it says what it will show. */
export function WorkerDetailPage() {
  const { productLabel } = usePortalConfig();
  const { short_code } = useWorkersParams();
  return (
    <AreaPlaceholder
      title={`${productLabel}s`}
      purpose={`This area will show one worker: identity, team, agency, company, photo, worker times and events; route /workers/:short_code (here: ${short_code}).`}
      routes={['/workers', '/workers/:short_code']}
    />
  );
}
