import * as z from 'zod/mini';
import type { Host } from './client';
import { featuresPath, userPath } from './earlyCalls';
import {
  AccountFeatures,
  Ack,
  CompletedTutorial,
  Preferences,
  type UserProfile,
  UserProfile as UserProfileSchema,
} from './schemas';

type Signal = { signal?: AbortSignal };

export const createUsersApi = (platform: Host) => ({
  getPreferences: ({ includeArchived = false, signal }: Signal & { includeArchived?: boolean } = {}) =>
    platform.json(Preferences, '/v4/users/preferences', {
      query: includeArchived ? { includeArchived: true } : undefined,
      signal,
    }),
  updatePreferences: (preferredThing: string | null, { signal }: Signal = {}) =>
    platform.json(Ack, '/v4/users/preferences', { method: 'PATCH', body: { preferredThing }, signal }),
  getUser: (id: string, { signal }: Signal = {}) => platform.json(UserProfileSchema, userPath(id), { signal }),
  updateUser: (id: string, fields: Partial<Omit<UserProfile, 'id'>>, { signal }: Signal = {}) =>
    platform.json(Ack, userPath(id), { method: 'PATCH', body: fields, signal }),
  /** The copy goes by email; `thingId` names the user's vehicle, when they have one. */
  requestDataDump: (thingId: string | undefined, { signal }: Signal = {}) =>
    platform.json(Ack, '/events/request-data-dump', { query: thingId ? { thingId } : undefined, signal }),
  getCompletedTutorials: ({ signal }: Signal = {}) =>
    platform.json(z.array(CompletedTutorial), '/v4/users/completed-tutorials', { signal }),
  completeTutorial: (completion: CompletedTutorial, { signal }: Signal = {}) =>
    platform.json(Ack, '/v4/users/completed-tutorials', { method: 'POST', body: completion, signal }),
  getAccountFeatures: (accountId: string, { signal }: Signal = {}) =>
    platform.json(AccountFeatures, featuresPath(accountId), { signal }),
});
