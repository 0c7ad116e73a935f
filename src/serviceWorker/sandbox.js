/*
 * Sandbox builds: msw's worker answers the platform's calls (src/sandbox), in the same worker as the app shell,
 * since one service worker controls the app's scope. msw unregisters its worker when its last page closes (a
 * reload, say), which would take the offline shell with it: the app's worker stays, so that message only ends
 * the page's mocking here.
 */
/* global activeClientIds */

self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const clientId = event.source?.id;
  if (clientId) activeClientIds.delete(clientId);
});

importScripts('/mockServiceWorker.js');
