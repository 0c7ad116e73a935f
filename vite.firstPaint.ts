/**
 * The page's first paint, before any of the app's code has run:
 *
 * - `index.html` holds the starting screen (the frame's header, a spinner, a line saying what happens), which the
 *   app's own `StartingScreen` then replaces with the same markup; a driver who scans a QR code sees it as soon as
 *   the page and its styles arrive.
 * - A small script in the page picks the interface language as `detectLocale` does (the stored choice, else the
 *   browser's, else English), puts that line in the language (from the catalogs, at build time) and preloads the
 *   entry's part of its catalog and of the English one (the fallback, always loaded; vite.catalogParts.ts), so the
 *   first screen waits for no extra download.
 * - The same script starts the app's code once the page has shown its first frame (when the browser's paint timing
 *   says so; at the second frame where it has none; at once in a page that is not shown; after 3 s at the latest).
 *   Behind the starting screen, the entry is preloaded from the head, so it downloads as early as before but no
 *   longer runs before the starting screen is on the glass. Behind the station's first screen, which the driver can
 *   already read and tap, the entry, its imports and the catalogs are asked for only after the first frame: the
 *   first-screen handler moves the head's preloads into `template#app-preloads`, which the script adds then.
 * - In the station's first screen, whose buttons do nothing by themselves, the script notes the last button tapped
 *   (`data-tap` on the first screen: its label) and the one a finger is on (`data-press`, until it lifts or the
 *   gesture turns into a scroll), so the app presses it as it takes over (src/firstScreen/takeOver.ts) and a tap
 *   before the app's code has come, or across the moment it takes over, is not lost. On a phone on its side, it
 *   gives the first screen the landscape arrangement the app would (src/app/orientation.ts), so the screen does not
 *   rearrange itself as the app takes over.
 * - In a build with a platform, the script sends the calls the app sends first (the guest login or the kept login's
 *   profile, the account's features, the QR code's station), so they travel while the app's code downloads
 *   ({@link earlyCalls}).
 */
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  accountField,
  earlyCallsGlobal,
  featuresPath,
  guestFields,
  guestLoginPath,
  stationPath,
  userPath,
} from './src/api/earlyCalls.ts';
import { appVersion, headerNames } from './src/api/headers.ts';
import { turnedPhone } from './src/app/turnedPhone.ts';
import { type CatalogPart, catalogPartOf, landingParts } from './vite.catalogParts.ts';

/** The entry's script tag as Vite writes it into the page. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The starting screen's lines, as `StartingScreen` says them (src/routes/App.tsx). */
const lines = {
  station: 'Opening the station…',
  app: 'Getting ready…',
  // Said by main.tsx when the app's code cannot be downloaded (src/app/AppErrorBoundary.tsx, offlineStartText).
  offline: 'You are offline. Forecourt opens by itself as soon as the connection is back.',
} as const;

/** A message's translation in a `.po` catalog, or the English source when it has none. */
function translate(po: string, source: string): string {
  const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`msgid "${escaped}"\\nmsgstr "(.*)"`).exec(po);
  return match?.[1] ? JSON.parse(`"${match[1]}"`) : source;
}

/**
 * Pages where drivers land whose screen's code loads after the entry's (src/routes/MapRoute.tsx; `landingParts`):
 * the page asks for that code, its imports and the screen's part of the catalogs with the entry's, instead of one
 * after the other as the entry and then the screen's module find them (two round trips more before the screen can
 * draw). For each, the files its screen needs beyond the entry's (its chunk and their static imports) and its part
 * of each language's catalog.
 */
function landingPreloads(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  catalogs: Partial<Record<CatalogPart, Record<string, string>>>,
) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entryFiles = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    const chunk = chunks.find((file) => file.fileName === fileName);
    if (!chunk || into.has(fileName) || entryFiles.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);
  const preloads: Record<string, { code: string[]; catalog: Record<string, string> }> = {};
  for (const [part, { path, screen }] of Object.entries(landingParts)) {
    const chunk = chunks.find((file) => file.isDynamicEntry && screen.test(file.facadeModuleId ?? ''));
    if (!chunk) continue;
    const code = new Set<string>();
    closure(chunk.fileName, code);
    preloads[path] = { code: [...code].map((file) => `/${file}`), catalog: catalogs[part as CatalogPart] ?? {} };
  }
  return preloads;
}

/**
 * In a build with a platform, the calls the app would send first (src/api/earlyCalls.ts), sent by the page itself
 * with the app's headers. With a kept login that has not run out (the record src/app/authStorage.ts keeps: `token`,
 * `userId`, `expiry`; the session's `isAuthValid`), the driver's profile (then, with the account it names, the
 * account's features) and, at a QR code's link (`pid`), the station, with its token; otherwise, as the session then
 * does, the guest login, and with its token the same.
 * On a phone they travel while the app's code downloads; the platform client takes their answers. `l` is the
 * page's language, as the script before it picked it.
 */
function earlyCalls({ platformUrl, authKey }: { platformUrl: string; authKey: string }) {
  const json = JSON.stringify;
  return `if(window.fetch&&window.Promise){var E=window[${json(earlyCallsGlobal)}]=[],h=function(t){var r={};r[${json(headerNames.locale)}]=l;r[${json(headerNames.appVersion)}]=${json(appVersion)};r[${json(headerNames.correlationId)}]=window.crypto&&crypto.randomUUID?crypto.randomUUID():Date.now().toString(36)+'-'+Math.random().toString(36).slice(2);if(t)r[${json(headerNames.authToken)}]=t;return r},a=function(m,p,t){var r=fetch(${json(platformUrl.replace(/\/$/, ''))}+p,{method:m,headers:h(t)}).then(function(s){return s.json().then(function(d){return{status:s.status,data:d}})});r.catch(function(){});E.push({method:m,path:p,token:t,at:Date.now(),answer:r});return r},d=new URLSearchParams(location.search).get('pid'),g=function(t,u){if(typeof t!=='string'||typeof u!=='string')return;a('GET',(${userPath.toString()})(u),t).then(function(s){var i=s.status>=200&&s.status<300&&s.data&&s.data[${json(accountField)}];if(typeof i==='string')a('GET',(${featuresPath.toString()})(i),t)},function(){});if(d)a('GET',(${stationPath.toString()})(d),t)},k=null;try{k=JSON.parse(localStorage.getItem(${json(authKey)}))}catch(e){}if(k&&k.token&&k.userId&&typeof k.expiry==='number'&&k.expiry>Date.now())g(k.token,k.userId);else a('POST',${json(guestLoginPath)}).then(function(s){if(s.status>=200&&s.status<300&&s.data)g(s.data[${json(guestFields.token)}],s.data[${json(guestFields.userId)}])},function(){})}`;
}

/**
 * `storageKey`: where the app keeps the chosen language. `early`: the platform's URL and where the app keeps its
 * login, in a build with a platform (the page then sends the first calls itself: {@link earlyCalls}).
 */
export function firstPaint(storageKey: string, early?: { platformUrl: string; authKey: string }): Plugin {
  return {
    name: 'forecourt-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const catalogs: Record<string, string> = {};
        const later: Partial<Record<CatalogPart, Record<string, string>>> = {};
        const texts: Record<string, Record<keyof typeof lines, string>> = {};
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'chunk') continue;
          for (const id of file.moduleIds) {
            const catalog = catalogPartOf(id);
            if (!catalog) continue;
            if (catalog.part !== 'entry') {
              later[catalog.part] = { ...later[catalog.part], [catalog.locale]: `/${file.fileName}` };
              continue;
            }
            const code = catalog.locale;
            catalogs[code] = `/${file.fileName}`;
            const po = readFileSync(id.slice(0, id.indexOf('?')), 'utf8');
            texts[code] = {
              station: translate(po, lines.station),
              app: translate(po, lines.app),
              offline: translate(po, lines.offline),
            };
          }
        }
        if (!catalogs.en) return [];
        const entry = entryScript.exec(html);
        const landing = landingPreloads(context.bundle ?? {}, later);
        // The app's code and its catalogs: from the head, downloading while the page paints, except in the
        // station's first screen, whose page holds everything the first frame needs; there they are asked for after
        // the first frame (the first-screen handler moves the head's preloads into a template, template#app-preloads),
        // so nothing competes with the first frame on a slow phone. There the entry is asked for first, then the
        // catalogs, then the entry's other scripts (two since vite.entryChunk.ts).
        const start = entry
          ? `(function(){var g=0,f=document.querySelector('[data-first-screen]'),go=function(){if(g)return;g=1;var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry[1])};document.head.appendChild(e);if(f){if(window.__forecourtCatalogs)window.__forecourtCatalogs();var t=document.getElementById('app-preloads');if(t)document.head.appendChild(t.content)}};if(document.visibilityState==='hidden')go();else{var o=window.PerformanceObserver,k=o&&o.supportedEntryTypes||[];if(k.indexOf('paint')>=0)new o(function(l,b){b.disconnect();go()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(go)});document.addEventListener('visibilitychange',go);setTimeout(go,3000)}})();`
          : '';
        const tap = `(function(){var f=document.querySelector('[data-first-screen]');if(!f)return;var n=function(e){var b=e.target&&e.target.closest&&e.target.closest('button');return b?b.getAttribute('aria-label')||b.textContent||'':null},d=function(e){var l=n(e);if(l!==null)f.setAttribute('data-press',l)},u=function(){f.removeAttribute('data-press')};f.addEventListener('pointerdown',d);f.addEventListener('mousedown',d);f.addEventListener('pointercancel',u);document.addEventListener('pointerup',u,true);document.addEventListener('mouseup',u,true);f.addEventListener('click',function(e){var l=n(e);if(l!==null)f.setAttribute('data-tap',l)});var a=f.querySelector('.app-frame'),q=String(new URLSearchParams(location.search).get('landscape')).toLowerCase(),m=window.matchMedia&&matchMedia(${JSON.stringify(turnedPhone)}),o=function(){if(a&&m)a.classList.toggle('app-frame--landscape',q==='true'||q==='1'||m.matches)};o();if(m&&m.addEventListener)m.addEventListener('change',o)})();`;
        const script = `(function(){try{var c=${JSON.stringify(catalogs)},t=${JSON.stringify(texts)},s=function(v){return String(v||'').trim().toLowerCase().split(/[-_]/)[0]},l=s(localStorage.getItem(${JSON.stringify(storageKey)}));if(!c[l]){l='en';var n=navigator.languages||[];for(var i=0;i<n.length;i++)if(c[s(n[i])]){l=s(n[i]);break}}var p=function(h){var e=document.createElement('link');e.rel='modulepreload';e.href=h;document.head.appendChild(e)},q=function(){p(c.en);if(l!=='en')p(c[l])},w=${JSON.stringify(landing)}[location.pathname];if(w){for(var j=0;j<w.code.length;j++)p(w.code[j]);p(w.catalog.en);if(l!=='en')p(w.catalog[l])}if(document.querySelector('[data-first-screen]'))window.__forecourtCatalogs=q;else q();document.documentElement.lang=l;var x=document.getElementById('starting-text');if(x){x.textContent=/[?&]pid=/.test(location.search)?t[l].station:t[l].app;x.setAttribute('data-offline',t[l].offline)}${early ? earlyCalls(early) : ''}}catch(e){}})();${start}${tap}`;
        const tags = [{ tag: 'script', children: script, injectTo: 'body' as const }];
        if (!entry) return tags;
        return {
          html: html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`),
          tags,
        };
      },
    },
  };
}
