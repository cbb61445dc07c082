import { AreaPlaceholder } from '@courier/shared';

/** /users/cfr: filled by the area's issue; until then it says what it will show. */
export function CfrUsersListPage() {
  return (
    <AreaPlaceholder
      title={'Utilisateurs'}
      purpose={
        'This area will list client-side (cfr) users with their client, site, service and chat rooms; route /users/cfr.'
      }
      routes={['/users/cfr', '/users/cfr/:userId']}
    />
  );
}
