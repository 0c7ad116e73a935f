import { selectUserId } from '../../machines/session';
import { Session } from './contexts';

/**
 * The id of the user (or guest) the session holds: what a data screen scopes its queries by. Screens render
 * only once the driver is signed in (selectIsSignedIn), which always has a user id.
 */
export function useUserId(): string {
  const id = Session.useSelector(selectUserId);
  if (!id) throw new Error('useUserId outside a signed-in session');
  return id;
}
