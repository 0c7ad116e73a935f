import { Trans } from '@lingui/react/macro';
import { QueryLink } from '../../shell/QueryLink';

/** Choice of how to register; the email form is /register/mail. */
export function RegisterScreen() {
  return (
    <main className="screen">
      <h1>
        <Trans>Create your account</Trans>
      </h1>
      <p className="muted">
        <Trans>With an account you can save payment methods, get receipts and use vouchers.</Trans>
      </p>
      <div className="stack">
        <QueryLink href="/register/mail" className="button button--primary button--block">
          <Trans>Register with email</Trans>
        </QueryLink>
        <QueryLink href="/login" className="button button--secondary button--block">
          <Trans>I already have an account</Trans>
        </QueryLink>
      </div>
    </main>
  );
}
