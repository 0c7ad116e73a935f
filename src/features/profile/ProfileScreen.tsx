import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { selectProfile } from '../../../machines/session';
import { Session } from '../../app/contexts';
import { LogoutButton } from '../account/LogoutButton';

/** The registered user's account: who is logged in and the account pages. */
export function ProfileScreen() {
  const profile = Session.useSelector(selectProfile);
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <main className="screen">
      <h1>{name || profile?.email}</h1>
      {name && <p className="muted">{profile?.email}</p>}
      <nav className="link-list">
        <Link href="/address">
          <Trans>Invoice address</Trans>
        </Link>
        <Link href="/tax">
          <Trans>Tax details</Trans>
        </Link>
        <Link href="/change-password">
          <Trans>Change password</Trans>
        </Link>
        <Link href="/settings">
          <Trans>Settings</Trans>
        </Link>
      </nav>
      <LogoutButton />
    </main>
  );
}
