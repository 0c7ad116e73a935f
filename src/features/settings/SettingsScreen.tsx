import { Trans, useLingui } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { selectIsGuest, selectProfile } from '../../../machines/session';
import { Session } from '../../app/contexts';
import { isLocale } from '../../i18n/i18n';
import { chooseLanguage, languageOptions } from '../../i18n/languages';
import { QueryLink } from '../../shell/QueryLink';
import { LogoutButton } from '../account/LogoutButton';

export function SettingsScreen() {
  const { i18n } = useLingui();
  const isGuest = Session.useSelector(selectIsGuest);
  // The session's copy of the profile: no request, and refreshed after the user edits the profile.
  const who = Session.useSelector((s) => {
    const profile = selectProfile(s);
    return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || '';
  });
  return (
    <main className="screen">
      <h1>
        <Trans>Settings</Trans>
      </h1>
      <RadioGroup
        id="language"
        className="radio-group"
        value={i18n.locale}
        onChange={(value) => {
          if (isLocale(value)) void chooseLanguage(value);
        }}
      >
        <Label className="radio-group__label">
          <Trans>Language</Trans>
        </Label>
        {languageOptions.map(({ code, name }) => (
          <Radio key={code} value={code} className="radio" lang={code}>
            <span className="radio__dot" aria-hidden="true" />
            {name}
          </Radio>
        ))}
      </RadioGroup>
      <div className="stack settings-account">
        {isGuest ? (
          <QueryLink href="/login" className="button button--primary button--block">
            <Trans>Log in or register</Trans>
          </QueryLink>
        ) : (
          <>
            <p className="muted">
              <Trans>Logged in as {who}</Trans>
            </p>
            <LogoutButton />
          </>
        )}
      </div>
    </main>
  );
}
