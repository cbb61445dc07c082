import { AreaPlaceholder } from '@courier/shared';
import { useCfrUsersParams } from '../hooks/useCfrUsersParams';

/** /users/cfr/:userId: filled by the area's issue; until then it says what it will show. */
export function CfrUserDetailPage() {
  const { userId } = useCfrUsersParams();
  return (
    <AreaPlaceholder
      title={'Utilisateurs'}
      purpose={`This area will show one client-side user, make them inactive or reset their password; route /users/cfr/:userId (here: ${userId}).`}
      routes={['/users/cfr', '/users/cfr/:userId']}
    />
  );
}
