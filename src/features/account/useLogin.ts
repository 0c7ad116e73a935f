import { useState } from 'react';
import { authLifetimeMs } from '../../../machines/session';
import type { AuthToken } from '../../api/schemas';
import { Session } from '../../app/contexts';
import { takeReturn, useAppNavigate } from '../../shell/navigation';
import { accountErrorMarker } from './errors';
import type { AccountErrorMarker } from './messages';

/**
 * Runs a login call, then hands the new auth to the session and goes where the user was heading. The form
 * keeps what was typed when the call fails.
 */
export function useLogin(call: 'local' | 'openId' | 'register') {
  const session = Session.useActorRef();
  const navigate = useAppNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AccountErrorMarker>();
  const run = async (login: () => Promise<AuthToken>, fallbackPath = '/map') => {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      const answer = await login();
      navigate(takeReturn() ?? fallbackPath, { replace: true });
      session.send({
        type: 'user.loggedIn',
        auth: { token: answer.auth_token, userId: answer._id, expiry: Date.now() + authLifetimeMs },
      });
    } catch (caught) {
      setError(accountErrorMarker(caught, call));
      setPending(false);
    }
  };
  return { run, pending, error };
}
