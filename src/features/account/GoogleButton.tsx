import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { accountErrorMessages } from './messages';
import { type OpenIdReturn, takeOpenIdReturn } from './openIdReturn';
import { useLogin } from './useLogin';

/** The OpenID Connect client, loaded when the driver chooses Google or comes back from it. */
const openId = () => import('./openIdSignIn');

/**
 * "Continue with Google" (OpenID Connect, openIdSignIn.ts), and the return from the identity provider: the page
 * the sign-in started on comes back with its query, then the ID token is sent to POST /auth/login/openId. A driver
 * who cancels at the provider is back on the login page without a message.
 */
export function GoogleButton({ target }: { mode: 'login'; target: string }) {
  const api = useApi();
  const { i18n } = useLingui();
  const { run, pending, error } = useLogin('openId');
  const [leaving, setLeaving] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const [returned, setReturned] = useState<OpenIdReturn>();
  const handled = useRef(false);

  // Back from the provider: the address the sign-in started on is restored (its station, its partner) first.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const answer = takeOpenIdReturn(location.href);
    if (!answer) return;
    history.replaceState(history.state, '', answer.pending.returnTo);
    if (answer.url.searchParams.get('error') !== 'access_denied') setReturned(answer);
  }, []);

  // Then, with the restored address's target, the code is redeemed and the platform logs the driver in.
  useEffect(() => {
    if (!returned) return;
    setReturned(undefined);
    void run(async () => {
      const { finishOpenIdSignIn } = await openId();
      const idToken = await finishOpenIdSignIn(returned, api.ready);
      return api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken });
    }, target);
  }, [api, returned, run, target]);

  const start = () => {
    setLeaving(true);
    setStartFailed(false);
    openId()
      .then(({ startOpenIdSignIn }) => startOpenIdSignIn(location, api.ready))
      .then(
        (url) => location.assign(url),
        () => {
          setLeaving(false);
          setStartFailed(true);
        },
      );
  };

  const shown = startFailed ? 'generic' : error;
  return (
    <>
      {shown && <Notice tone="error">{i18n._(accountErrorMessages[shown])}</Notice>}
      <Button variant="secondary" className="button--block" isPending={pending || leaving} onPress={start}>
        <Trans>Continue with Google</Trans>
      </Button>
    </>
  );
}
