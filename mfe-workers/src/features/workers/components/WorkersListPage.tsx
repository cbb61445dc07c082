import { AreaPlaceholder, usePortalConfig } from '@courier/shared';

/** /workers: filled by the area's issue; until then it says what it will show. */
export function WorkersListPage() {
  const { productLabel } = usePortalConfig();
  return (
    <AreaPlaceholder
      title={`${productLabel}s`}
      purpose={
        'This area will list workers (drivers), filter them by activity status, and add new ones; route /workers.'
      }
      routes={['/workers', '/workers/:short_code']}
    />
  );
}
