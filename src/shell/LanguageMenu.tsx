import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { isLocale } from '../i18n/i18n';
import { chooseLanguage, languageOptions } from '../i18n/languages';

/** The header's language button (landing, onboarding, settings). */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  return (
    <MenuTrigger>
      <Button className="header__icon-button" aria-label={t`Language`}>
        <span aria-hidden="true">{i18n.locale.toUpperCase()}</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu"
          selectionMode="single"
          selectedKeys={[i18n.locale]}
          onAction={(key) => {
            if (typeof key === 'string' && isLocale(key)) void chooseLanguage(key);
          }}
        >
          {languageOptions.map(({ code, name }) => (
            <MenuItem key={code} id={code} className="menu__item" lang={code}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
