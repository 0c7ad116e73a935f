import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useApi } from '../../app/contexts';
import { config } from '../../config';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { accountErrorMessages } from './messages';
import { useLogin } from './useLogin';

const stateKey = 'forecourt.openIdState';

/** Sends the browser to the identity provider; it comes back to this page with an id token in the hash. */
function startGoogleLogin() {
  const state = crypto.randomUUID();
  sessionStorage.setItem(stateKey, state);
  const back = `${location.origin}${location.pathname}${location.search}`;
  const url = new URL(config.identityProviderUrl);
  url.searchParams.set('provider', 'GOOGLE');
  url.searchParams.set('redirect_uri', back);
  url.searchParams.set('state', state);
  location.assign(url.toString());
}

/** "Continue with Google", and the return from the identity provider (POST /auth/login/openId). */
export function GoogleButton({ target }: { mode: 'login'; target: string }) {
  const api = useApi();
  const { i18n } = useLingui();
  const { run, pending, error } = useLogin('openId');
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const hash = new URLSearchParams(location.hash.slice(1));
    const idToken = hash.get('id_token');
    if (!idToken) return;
    handled.current = true;
    const expected = sessionStorage.getItem(stateKey);
    sessionStorage.removeItem(stateKey);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    if (!expected || hash.get('state') !== expected) return;
    void run(() => api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken }), target);
  }, [api, run, target]);
  return (
    <>
      {error && <Notice tone="error">{i18n._(accountErrorMessages[error])}</Notice>}
      <Button variant="secondary" className="button--block" isPending={pending} onPress={startGoogleLogin}>
        <Trans>Continue with Google</Trans>
      </Button>
    </>
  );
}
