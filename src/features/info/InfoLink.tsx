import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { infoTexts } from './InfoScreen';

/**
 * A link in a consent text (terms of use, data protection): the text opens over the form, which keeps what was
 * typed, and closes back to it. Inside a checkbox's label it opens the text without ticking the box.
 */
export function InfoLink({ type, children }: { type: 'terms' | 'privacy'; children: ReactNode }) {
  const { i18n } = useLingui();
  const texts = infoTexts[type];
  return (
    <DialogTrigger>
      <AriaButton className="link link--inline">{children}</AriaButton>
      <Modal isDismissable className="modal">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">{texts && i18n._(texts.title)}</Heading>
              <p>{texts && i18n._(texts.text)}</p>
              <Button className="button--block" onPress={close}>
                <Trans>Close</Trans>
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
