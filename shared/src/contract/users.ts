import { z } from 'zod';
import { endpoint } from './endpoint';
import { currentUser } from './auth';
import { id, isoDateTime } from './common';

/** `login` only for callers with the SETTINGS role; others get the name alone. */
export const staffUserSummary = z.object({ id: z.number().int(), login: z.string().optional(), name: z.string() });
export type StaffUserSummary = z.infer<typeof staffUserSummary>;

export const profileRow = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(z.string()),
});

export const usersEndpoints = {
  getMe: endpoint({
    method: 'GET',
    path: 'users/getMe',
    summary: 'The signed-in user with roles (null when absent)',
    response: currentUser.nullable(),
  }),
  getUser: endpoint({
    method: 'GET',
    path: 'users/getUser',
    summary: "The signed-in user's account: identity, profile and trusted networks",
    response: currentUser.extend({
      trustedIps: z.array(z.object({ ip: z.string(), trustedUntil: isoDateTime })),
      enrolled: z.boolean(),
    }),
  }),
  setLanguage: endpoint({
    method: 'POST',
    path: 'users/setLanguage',
    summary: "Choose the portal's language for the signed-in user (kept on the server)",
    body: z.object({ language: z.enum(['en', 'fr']) }),
    response: currentUser,
  }),
  getUserId: endpoint({
    method: 'GET',
    path: 'users/getUserId',
    summary: 'A staff user by id',
    query: z.object({ userId: id }),
    response: staffUserSummary,
  }),
  getProfiles: endpoint({
    method: 'GET',
    path: 'profile/getProfiles',
    summary: 'Profiles: named sets of roles',
    response: z.array(profileRow),
  }),
};
