import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { selectIsGuest } from '../../machines/session';
import { Session } from '../app/contexts';
import { lazyWithRetry } from '../app/lazy';
import { languageInUse } from '../i18n/languages';
import { Flag } from './Flag';
import { useAppNavigate } from './navigation';
import { PersonIcon } from './PersonIcon';
import { QueryLink } from './QueryLink';

const LanguageMenu = lazyWithRetry(() => import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })));

/**
 * The language button as plain HTML until it is first pressed: the menu's code (react-aria's menu and popover, the
 * largest download of a screen that has the button, such as the map) loads then, and the menu opens at once.
 */
function LanguageButton() {
  const { t, i18n } = useLingui();
  const [wanted, setWanted] = useState(false);
  const { name: current, flag } = languageInUse(i18n.locale);
  const plain = (
    <button
      type="button"
      className="header__icon-button"
      aria-label={t`Language: ${current}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      <Flag parts={flag} />
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <LanguageMenu openAtOnce />
    </Suspense>
  );
}

/** What a route asks of the header; the route table's entries carry these fields. */
export interface HeaderOptions {
  title?: MessageDescriptor;
  /** `hidden`: no back button; `pay`: back goes to /pay; `history` (default): to the previous page. */
  back?: 'hidden' | 'pay' | 'history';
  /** Profile (registered) or login (guests). */
  profileButton?: boolean;
  languageButton?: boolean;
  settingsButton?: boolean;
}

export function Header({ route }: { route: HeaderOptions }) {
  const { t, i18n } = useLingui();
  const isGuest = Session.useSelector(selectIsGuest);
  const navigate = useAppNavigate();
  const back = route.back ?? 'history';
  const goBack = () => {
    if (back === 'pay') navigate('/pay');
    else if (history.length > 1) history.back();
    else navigate('/map');
  };
  return (
    <header className="header">
      <div className="header__slot">
        {back !== 'hidden' && (
          <button type="button" className="header__icon-button" onClick={goBack} aria-label={t`Back`}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <p className="header__title">{route.title ? i18n._(route.title) : <Trans>Forecourt</Trans>}</p>
      <div className="header__slot">
        {route.languageButton && <LanguageButton />}
        {route.settingsButton && (
          <QueryLink href="/settings" className="header__icon-button" aria-label={t`Settings`}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M18.9 9.9L21.7 10.3L21.7 13.7L18.9 14.1L18.4 15.4L20.0 17.7L17.7 20.0L15.4 18.4L14.1 18.9L13.7 21.7L10.3 21.7L9.9 18.9L8.6 18.4L6.3 20.0L4.0 17.7L5.6 15.4L5.1 14.1L2.3 13.7L2.3 10.3L5.1 9.9L5.6 8.6L4.0 6.3L6.3 4.0L8.6 5.6L9.9 5.1L10.3 2.3L13.7 2.3L14.1 5.1L15.4 5.6L17.7 4.0L20.0 6.3L18.4 8.6Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </QueryLink>
        )}
        {route.profileButton && (
          <QueryLink
            href={isGuest ? '/login' : '/profile'}
            className="header__icon-button"
            aria-label={isGuest ? t`Log in` : t`Profile`}
          >
            <PersonIcon />
          </QueryLink>
        )}
      </div>
    </header>
  );
}
