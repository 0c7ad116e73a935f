/**
 * The hosted pages the sandbox simulates (hostedPageTable.ts), as served by the sandbox's HTTP server
 * (src/sandbox/server.ts) on its own origin: the same components the embedded sandbox routes in
 * src/routes/App.tsx, built without a platform URL, so they call the server's `/_sandbox/*` hosts on the origin
 * they are served from.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import HostedPage from './HostedPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HostedPage />
  </StrictMode>,
);
