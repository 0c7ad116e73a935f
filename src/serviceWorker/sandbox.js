/*
 * Sandbox builds: msw's worker answers the platform's calls (src/sandbox), in the same worker as the app shell,
 * since one service worker controls the app's scope. msw unregisters its worker when its last page closes (a
 * reload, say), which would take the offline shell with it: the app's worker stays, so that message only ends
 * the page's mocking here.
 *
 * msw's worker hands each platform call to its page and waits for the page's answer, for good: a page closed (or
 * reloaded) before it answered leaves the call waiting inside the worker. The browser stops a worker one of whose
 * events has waited five minutes, whatever it is doing for the pages still open at that moment (starting the
 * sandbox of a page just opened, say), and the sandbox of those pages stops with it. So a call whose page has
 * gone fails at once, as the browser would fail it without a worker.
 */
/* global activeClientIds */

self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  const clientId = event.source?.id;
  if (clientId) activeClientIds.delete(clientId);
  dropCallsOfClosedPages();
});

/** The answer port (msw's `port1`) of each channel msw opens, by the port it sends to the page. */
const answerPorts = new WeakMap();
/** The calls sent to a page and not yet answered: their answer port, and the page. */
const waiting = new Map();
let watch;

const NativeMessageChannel = self.MessageChannel;
self.MessageChannel = class extends NativeMessageChannel {
  constructor() {
    super();
    answerPorts.set(this.port2, this.port1);
  }
};

const postToPage = self.Client.prototype.postMessage;
self.Client.prototype.postMessage = function (message, transfer) {
  const port = Array.isArray(transfer) ? answerPorts.get(transfer[0]) : undefined;
  if (port && message?.type === 'REQUEST') {
    const answer = port.onmessage;
    port.onmessage = (event) => {
      waiting.delete(port);
      answer?.call(port, event);
    };
    waiting.set(port, this.id);
    watch ??= setInterval(dropCallsOfClosedPages, 2_000);
  }
  return postToPage.call(this, message, transfer);
};

async function dropCallsOfClosedPages() {
  for (const [port, clientId] of waiting) {
    if (await self.clients.get(clientId)) continue;
    port.onmessage?.({ data: { error: new Error('The page that made this call has closed') } });
  }
  if (waiting.size === 0 && watch !== undefined) {
    clearInterval(watch);
    watch = undefined;
  }
}

importScripts('/mockServiceWorker.js');
