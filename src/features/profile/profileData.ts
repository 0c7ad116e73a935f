/**
 * The logged-in user's profile as a data screen reads and edits it: the whole profile from the cache, and a
 * save that refetches it and tells the session, whose copy (name, country, …) the rest of the app reads.
 */
import { useQuery } from '@tanstack/react-query';
import { profileQuery, updateProfileMutation } from '../../api/queries';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

/** GET /users/{id} through the cache: one request for every screen that shows the profile. */
export function useProfile() {
  const api = useApi();
  const userId = useUserId();
  return useQuery(profileQuery(api, userId), queryClient);
}

/**
 * PATCH /users/{id}: on success the cached profile is refetched (the mutation's `invalidates`), then the
 * session refreshes its own copy without leaving `ready`.
 */
export function useUpdateProfile({ onSaved }: { onSaved?: () => void } = {}) {
  const api = useApi();
  const userId = useUserId();
  const session = Session.useActorRef();
  return useFormSubmit({
    ...updateProfileMutation(api, userId),
    onSuccess: () => {
      session.send({ type: 'profile.updated' });
      onSaved?.();
    },
  });
}

/** What a profile form gets to save with: `submit(fields)`, its status, and `edited()`. */
export type ProfileSave = ReturnType<typeof useUpdateProfile>;
