import { authLifetimeMs } from '../../../machines/session';
import type { AuthToken } from '../../api/schemas';
import { Session } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { takeReturn, useAppNavigate } from '../../shell/navigation';
import { accountErrorMarker } from './errors';

/**
 * Runs a login call, then hands the new auth to the session and goes where the user was heading. The form
 * keeps what was typed when the call fails, and shows the marker of SPEC.md section 8 the failure maps to.
 */
export function useLogin(call: 'local' | 'openId' | 'register') {
  const session = Session.useActorRef();
  const navigate = useAppNavigate();
  const login = useFormSubmit({
    mutationFn: ({ send }: { send: () => Promise<AuthToken>; fallbackPath: string }) => send(),
    onSuccess: (answer, { fallbackPath }) => {
      navigate(takeReturn() ?? fallbackPath, { replace: true });
      session.send({
        type: 'user.loggedIn',
        auth: { token: answer.auth_token, userId: answer._id, expiry: Date.now() + authLifetimeMs },
      });
    },
  });
  return {
    run: (send: () => Promise<AuthToken>, fallbackPath = '/map') => login.submit({ send, fallbackPath }),
    // Still busy once logged in: the app is on its way to the next page.
    pending: login.pending || login.status === 'success',
    error: login.status === 'error' ? accountErrorMarker(login.error, call) : undefined,
  };
}
