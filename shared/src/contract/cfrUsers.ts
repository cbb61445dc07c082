import { z } from 'zod';
import { id, idList } from './common';
import { provisionalEndpoint as p } from './provisional';

const cfrRef = { clientId: id, userCFrId: id, email: z.email() };

export const cfrUsersEndpoints = {
  getUsers: p('GET', 'users/cfr/getUsers', 'Client-side users'),
  addUser: p('POST', 'users/cfr/addUser', 'Create a client-side user (unique email)'),
  getUser: p('GET', 'users/cfr/[id]', 'One client-side user'),
  getSites: p('GET', 'users/cfr/getSites', 'Sites of clients'),
  getServices: p('GET', 'users/cfr/getServices', 'Services of clients'),
  updateUser: p('POST', 'users/cfr/updateUser', 'Edit a client-side user', { query: { chatRoomsIds: idList, clientId: id.optional() } }),
  inactiveUser: p('POST', 'users/cfr/inactiveUser', 'Make a client-side user inactive', { body: cfrRef }),
  resetPassword: p('POST', 'users/cfr/resetPassword', 'Mail a single-use password reset link', { body: cfrRef }),
};
