import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { createFirstScreenHandler, entryStation, localeOf } from '../../src/firstScreen/handler';
import { platformStations } from '../../src/firstScreen/stations';
import { fixtureIds as stationIds } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';

const html = `<!doctype html><html lang="en"><head><link rel="modulepreload" crossorigin href="/assets/index-1.js">
<link rel="modulepreload" crossorigin href="/assets/i18n-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>
<body><div id="root"><!--first-screen--><div class="app-frame"><p id="starting-text"></p></div><!--/first-screen--></div><script>start()</script></body></html>`;
const css = '.station-header{margin:0}';
const asset = async (path: string) => (path === '/assets/index-1.css' ? css : undefined);
const app = 'https://forecourt.example';
const station = platformStations({ platformUrl: config.platformUrl, appVersion: config.appVersion });
const handler = createFirstScreenHandler({ html, asset, station });
const get = (path: string, language = 'en') =>
  handler(new Request(`${app}${path}`, { headers: { 'Accept-Language': language } }));

describe('the first screen in the HTML', () => {
  it('answers a QR code’s link with the station and the location check, styles inline, in the browser’s language', async () => {
    const response = await get(`/?pid=${stationIds.berlin}`, 'de-DE,de;q=0.9,en;q=0.8');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Cache-Control')).toBe('no-store');
    const page = (await response?.text()) ?? '';
    expect(page).toContain('<html lang="de"');
    expect(page).toContain('>Demo Berlin Mitte</h1>');
    expect(page).toContain('Unter den Linden 1, 10117 Berlin');
    expect(page).toContain('Zapfsäulenauswahl');
    expect(page).toContain('Wir prüfen, ob du an der Tankstelle bist…');
    // The pumps at once, in order, the unavailable one disabled; the wash beside them.
    expect([...page.matchAll(/aria-label="(Zapfsäule [^"]+)"/g)].map(([, label]) => label)).toEqual([
      'Zapfsäule 1',
      'Zapfsäule 2',
      'Zapfsäule 3',
      'Zapfsäule 4',
      'Zapfsäule 5',
      'Zapfsäule 6',
      'Zapfsäule 7',
      'Zapfsäule 8, nicht verfügbar',
    ]);
    expect(page).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Zapfsäule 8, nicht verfügbar"|aria-label="Zapfsäule 8, nicht verfügbar"[^>]*disabled=""/,
    );
    expect(page).toContain(`href="/pay/postpay/wash?pid=${stationIds.berlin}&amp;isWash=true"`);
    // The styles are in the page; the starting screen and the app's test ids are not.
    expect(page).toContain(`<style>${css}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).not.toContain('starting-text');
    expect(page).not.toContain('data-testid');
    // Links keep the station.
    expect(page).toContain(`href="/login?pid=${stationIds.berlin}"`);
    // The first frame waits for the whole first screen; the app's code is asked for after it, from a template the
    // page's own script adds to the head (placed before that script).
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
    expect(head).not.toContain('modulepreload');
    expect(page).toMatch(/<span id="first-screen-end"><\/span><\/div>/);
    expect(page).toContain(
      '<template id="app-preloads"><link rel="modulepreload" crossorigin href="/assets/index-1.js"><link rel="modulepreload" crossorigin href="/assets/i18n-1.js"></template><script>start()</script>',
    );
  });

  it('answers /pay and /pay/pump too, and leaves every other address to the static files', async () => {
    expect((await get(`/pay/pump?pid=${stationIds.berlin}&auth=0`))?.status).toBe(200);
    expect((await get(`/pay?pid=${stationIds.berlin}`))?.status).toBe(200);
    expect(await get(`/map?pid=${stationIds.berlin}`)).toBeUndefined();
    expect(await get('/')).toBeUndefined();
    expect(await get(`/?pid=${stationIds.berlin}&sca_feedback=x`)).toBeUndefined();
    expect(await get(`/pay/pump?pid=${stationIds.berlin}&orderId=o1`)).toBeUndefined();
    expect(await handler(new Request(`${app}/?pid=${stationIds.berlin}`, { method: 'POST' }))).toBeUndefined();
  });

  it('leaves the app to explain a station it cannot show: unknown, offline, no pumps, no guests', async () => {
    expect(await get('/?pid=5b9a7c1e-0000-4000-8000-0000000000ff')).toBeUndefined();
    expect(await get(`/?pid=${stationIds.frankfurtOffline}`)).toBeUndefined();
    expect(await get(`/?pid=${stationIds.giftCards}`)).toBeUndefined();
    // Chargers only: what an account may charge at is the app's to say.
    expect(await get(`/?pid=${stationIds.munich}`)).toBeUndefined();
    // No guest checkout: the app tells a guest to log in above the pumps.
    expect(await get(`/?pid=${stationIds.zurich}`)).toBeUndefined();
    expect(await get('/?pid=%3Cscript%3E')).toBeUndefined();
  });

  it('does not keep the driver waiting for a slow or failing platform', async () => {
    const slow = createFirstScreenHandler({ html, asset, station: () => new Promise(() => {}), timeoutMs: 50 });
    expect(await slow(new Request(`${app}/?pid=${stationIds.berlin}`))).toBeUndefined();
    const failing = createFirstScreenHandler({ html, asset, station: () => Promise.reject(new Error('down')) });
    expect(await failing(new Request(`${app}/?pid=${stationIds.berlin}`))).toBeUndefined();
  });

  it('escapes what the platform says', async () => {
    const odd = createFirstScreenHandler({
      html,
      asset,
      station: async (id, locale) => {
        const real = await station(stationIds.berlin, locale);
        return real && { ...real, _id: id, name: '<img src=x onerror=alert(1)>' };
      },
    });
    const page = (await (await odd(new Request(`${app}/?pid=${stationIds.berlin}`)))?.text()) ?? '';
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
  });
});

describe('the first screen asks the platform as the app does', () => {
  it('registers one guest for its requests, and another when the platform refuses its token', async () => {
    const registered: string[] = [];
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/auth/register/guest')) registered.push(request.headers.get('X-Txn-Locale') ?? '');
      if (url.pathname.includes('/v4/pois/')) seen.push(request.headers.get('X-Txn-Auth-Token'));
    });
    try {
      const stations = platformStations({ platformUrl: config.platformUrl, appVersion: config.appVersion });
      expect((await stations(stationIds.berlin, 'en'))?.name).toBe('Demo Berlin Mitte');
      expect((await stations(stationIds.munich, 'de'))?.name).toBe('Demo Munich Charging');
      expect(registered).toEqual(['en']);
      server.use(
        http.get(`${config.platformUrl}/v4/pois/:id`, () => HttpResponse.json({ errorCodes: [401] }, { status: 401 }), {
          once: true,
        }),
      );
      expect((await stations(stationIds.berlin, 'en'))?.name).toBe('Demo Berlin Mitte');
      expect(registered).toHaveLength(2);
      expect(seen.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('reads the browser’s languages in order of preference', () => {
    expect(localeOf('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeOf('xx, fr;q=0.5, it;q=0.7')).toBe('it');
    expect(localeOf('en;q=0, pl')).toBe('pl');
    expect(localeOf('ja')).toBe('en');
    expect(localeOf(null)).toBe('en');
    // The language chosen in the app (its cookie) before the browser's.
    expect(localeOf('en-GB,en;q=0.9', 'theme=dark; forecourt.locale=de')).toBe('de');
    expect(localeOf('fr', 'forecourt.locale=xx')).toBe('fr');
    expect(localeOf(null, 'other.forecourt.locale=pl')).toBe('en');
    expect(entryStation(new URL(`${app}/?pid=abc-1`))).toBe('abc-1');
  });
});
