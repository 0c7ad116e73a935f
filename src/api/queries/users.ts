/** The user profile and preferences (SPEC.md section 3, user profile; section 7, users calls). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { UserProfile } from '../schemas';
import { staleTimes } from './meta';

type UsersApi = Pick<Api, 'users'>;

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
