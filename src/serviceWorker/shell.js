/*
 * The app's service worker: the app shell works offline. vite.serviceWorker.ts builds it into `sw.js` and
 * defines above this text `version` (of this build), `precache` (the shell: the page, the entry code and
 * styles, the translations, the icons; every other file of the build but the map engines) and `core` (the page
 * and what it loads first), and `catalogs` (each language's translations, by locale). Installing keeps the core
 * only, so the worker (and, in sandbox builds, the platform inside it) answers within moments of a first visit;
 * the page then asks it to keep the rest in its language (`keep-shell`). In sandbox builds `sandbox.js` follows,
 * which adds msw's worker; these listeners come first, and stop the event for what they answer.
 *
 * - Pages (navigations): the network first; without it, the app's page from the cache, so the app starts and
 *   says it is offline instead of the browser's offline page.
 * - The build's files (`/assets/…`, named by their content) and the precached files: from the cache, else from
 *   the network and kept. Everything else (the platform, the connection probe, other origins) is not touched.
 */
/* global version, precache, catalogs, core */

const cacheName = `forecourt-${version}`;
const appPage = '/index.html';
const precached = new Set(precache);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(core))
      .then(() => self.skipWaiting()),
  );
});

/**
 * Keeps every file of the shell this cache lacks, of the other languages' catalogs none (a catalog used later is
 * kept when it is fetched); asked by the page once its first screen is up, and again when the driver changes
 * language.
 */
async function keepShell(locale) {
  const otherCatalogs = new Set(
    Object.entries(catalogs)
      .filter(([language]) => language !== locale)
      .flatMap(([, files]) => files),
  );
  const cache = await caches.open(cacheName);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll(precache.filter((file) => !kept.has(file) && !otherCatalogs.has(file)));
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-shell') return;
  event.stopImmediatePropagation();
  event.waitUntil(keepShell(event.data.locale));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('forecourt-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(appPage, { cacheName, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function buildFile(request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.stopImmediatePropagation();
    event.respondWith(page(request));
    return;
  }
  if (url.search || !(url.pathname.startsWith('/assets/') || precached.has(url.pathname))) return;
  event.stopImmediatePropagation();
  event.respondWith(buildFile(request));
});
