import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { isLocale } from '../i18n/i18n';
import { chooseLanguage, languageInUse, languageOptions } from '../i18n/languages';
import { Flag } from './Flag';

/** The header's language button (landing, onboarding, settings, the map): the flag of the language in use. */
export function LanguageMenu({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { t, i18n } = useLingui();
  const { locale, name: current, flag } = languageInUse(i18n.locale);
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // `openAtOnce`: the header's plain button was pressed and loaded this menu. The menu's own button takes the focus
  // first, so that closing the menu gives it back there, then the menu opens with its first item focused.
  useEffect(() => {
    if (!openAtOnce) return;
    trigger.current?.focus();
    setOpen(true);
  }, [openAtOnce]);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={trigger} className="header__icon-button" aria-label={t`Language: ${current}`}>
        <Flag parts={flag} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          autoFocus={openAtOnce ? 'first' : undefined}
          className="menu"
          aria-label={t`Language`}
          selectionMode="single"
          selectedKeys={[locale]}
          onAction={(key) => {
            if (typeof key === 'string' && isLocale(key)) void chooseLanguage(key);
          }}
        >
          {languageOptions.map(({ code, name, flag }) => (
            <MenuItem key={code} id={code} className="menu__item" lang={code} textValue={name}>
              <Flag parts={flag} />
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
