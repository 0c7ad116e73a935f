import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { selectIsGuest } from '../../machines/session';
import { Session } from '../app/contexts';
import type { RouteDef } from '../routes/routes';
import { useAppNavigate } from './navigation';
import { QueryLink } from './QueryLink';

const LanguageMenu = lazy(() => import('./LanguageMenu').then((module) => ({ default: module.LanguageMenu })));

export function Header({ route }: { route: RouteDef }) {
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
        {route.languageButton && (
          <Suspense fallback={null}>
            <LanguageMenu />
          </Suspense>
        )}
        {route.profileButton && (
          <QueryLink
            href={isGuest ? '/login' : '/profile'}
            className="header__icon-button"
            aria-label={isGuest ? t`Log in` : t`Profile`}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </QueryLink>
        )}
      </div>
    </header>
  );
}
