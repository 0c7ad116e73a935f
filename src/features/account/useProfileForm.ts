import { useState } from 'react';
import { selectProfile } from '../../../machines/session';
import type { UserProfile } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { useQuery } from '../../app/useQuery';

/** Loads the user's profile for an edit form and saves a part of it (PATCH /users/{id}). */
export function useProfileForm() {
  const api = useApi();
  const userId = Session.useSelector((s) => selectProfile(s)?.id);
  const profile = useQuery(userId, (signal) => api.users.getUser(userId!, { signal }));
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = async (fields: Partial<Omit<UserProfile, 'id'>>) => {
    if (!userId || status === 'saving') return;
    setStatus('saving');
    try {
      await api.users.updateUser(userId, fields);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  return { profile, status, save };
}
