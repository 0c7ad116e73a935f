import { selectProfile } from '../../machines/session';
import { Session } from './contexts';

/**
 * The id of the user (or guest) the session holds: what a data screen scopes its queries by. Screens render
 * only in a ready session, which always has a profile.
 */
export function useUserId(): string {
  const id = Session.useSelector((s) => selectProfile(s)?.id);
  if (!id) throw new Error('useUserId outside a ready session');
  return id;
}
