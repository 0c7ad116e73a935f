import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../app/lazy';
import { config, usesSandbox } from '../config';

/** In the sandbox the chat is a local panel that answers; it is never part of a build with a platform. */
const SandboxChat = usesSandbox ? lazyWithRetry(() => import('../sandbox/ChatPanel')) : null;

function loadWidget(url: string) {
  if (document.querySelector(`script[src="${url}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}

/** The support chat launcher: shown only on /landing, /login, /register and /settings (see the route table). */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  if (!config.supportChatUrl && !SandboxChat) return null;
  return (
    <>
      <button
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        onClick={() => {
          if (config.supportChatUrl) loadWidget(config.supportChatUrl);
          else setOpen(!open);
        }}
      >
        <Trans>Chat with us</Trans>
      </button>
      {open && SandboxChat && (
        <Suspense fallback={null}>
          <SandboxChat onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
