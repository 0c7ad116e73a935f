/** The user profile and preferences (SPEC.md section 3, user profile; section 7, users calls). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { UserProfile } from '../schemas';
import { staleTimes } from './meta';

type UsersApi = Pick<Api, 'users'>;
type CloudApi = Pick<Api, 'cloud'>;
type AuthApi = Pick<Api, 'auth'>;

/** Every key of a user's data starts with the user, so one user's data is never served to another. */
export const userKeys = {
  all: (userId: string) => ['users', userId] as const,
  profile: (userId: string) => [...userKeys.all(userId), 'profile'] as const,
  preferences: (userId: string) => [...userKeys.all(userId), 'preferences'] as const,
};

/** GET /users/{id}: the whole profile (the session keeps only what every screen needs). */
export const profileQuery = (api: UsersApi, userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => api.users.getUser(userId, { signal }),
    staleTime: staleTimes.account,
  });

/** GET /v4/users/preferences: the preferred vehicle and the vehicle avatars (archived ones flagged). */
export const preferencesQuery = (api: UsersApi, userId: string) =>
  queryOptions({
    queryKey: userKeys.preferences(userId),
    queryFn: ({ signal }) => api.users.getPreferences({ signal }),
    staleTime: staleTimes.account,
  });

export type ProfileFields = Partial<Omit<UserProfile, 'id'>>;

/** PATCH /users/{id} with the fields given; the profile is refetched afterwards. */
export const updateProfileMutation = (api: UsersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...userKeys.profile(userId), 'update'],
    mutationFn: (fields: ProfileFields) => api.users.updateUser(userId, fields),
    meta: { invalidates: [userKeys.profile(userId)] },
  });

/**
 * GET /events/request-data-dump with the user's vehicle when they have one: the platform sends a copy of the
 * user's data by email. Nothing cached changes.
 */
export const requestDataDumpMutation = (api: UsersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...userKeys.all(userId), 'dataDump'],
    mutationFn: ({ thingId }: { thingId?: string }) => api.users.requestDataDump(thingId),
  });

/**
 * DELETE delete_user on the cloud functions host: the account and everything in it goes. The caller ends the
 * session (the user's stores, the cache included, are cleared with it), so no key is invalidated.
 */
export const deleteAccountMutation = (api: CloudApi, userId: string) =>
  mutationOptions({
    mutationKey: [...userKeys.all(userId), 'delete'],
    mutationFn: () => api.cloud.deleteUser(),
  });

/**
 * PUT of the signed-in user's new password. A forced change (an expired password) is ended by the session, which
 * the screen tells; nothing cached changes.
 */
export const changePasswordMutation = (api: AuthApi) =>
  mutationOptions({
    mutationKey: ['auth', 'changePassword'] as const,
    mutationFn: (newPassword: string) => api.auth.changePassword(newPassword),
  });

/** Asks the platform to e-mail a new password to `address` (forgotten password). Nothing cached changes. */
export const resendPasswordMutation = (api: AuthApi) =>
  mutationOptions({
    mutationKey: ['auth', 'resendPassword'] as const,
    mutationFn: (address: string) => api.auth.resendPassword(address),
  });
