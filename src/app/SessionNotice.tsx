import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { selectNotice } from '../../machines/session';
import { Notice } from '../ui/Notice';
import { Session } from './contexts';
import './app.css';

/**
 * Why the session ended by itself (SPEC.md section 8: login expired, session timed out), on whatever screen the
 * driver lands on, until they dismiss it or log in again.
 */
export function SessionNotice() {
  const { t } = useLingui();
  const notice = Session.useSelector(selectNotice);
  const { send } = Session.useActorRef();
  const [location] = useLocation();
  if (!notice) return null;
  return (
    <div className="session-notice">
      <Notice tone="warning">
        <p className="session-notice__text">
          {notice === 'loginExpired' ? (
            <Trans>Your login has expired. Please log in again.</Trans>
          ) : (
            <Trans>Your session has timed out. You can continue as a guest or log in again.</Trans>
          )}
        </p>
        {location !== '/login' && (
          <Link href="/login" className="link session-notice__login">
            <Trans>Log in</Trans>
          </Link>
        )}
        <button
          type="button"
          className="session-notice__dismiss"
          onClick={() => send({ type: 'notice.dismissed' })}
          aria-label={t`Dismiss`}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </Notice>
    </div>
  );
}
