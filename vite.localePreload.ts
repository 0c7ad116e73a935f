/**
 * The interface language's catalog downloads with the entry, not after it: a small script in the page picks the
 * language as `detectLocale` does (the stored choice, else the browser's, else English) and preloads its catalog
 * and the English one (the fallback, always loaded), so the first screen waits for no extra round trip.
 */
import type { Plugin } from 'vite';

const catalogPattern = /[\\/]locales[\\/]([a-z]{2})[\\/]messages\.po$/;

export function localePreload(storageKey: string): Plugin {
  return {
    name: 'forecourt-locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const catalogs: Record<string, string> = {};
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'chunk') continue;
          for (const id of file.moduleIds) {
            const code = catalogPattern.exec(id)?.[1];
            if (code) catalogs[code] = `/${file.fileName}`;
          }
        }
        if (!catalogs.en) return [];
        const script = `(function(){try{var c=${JSON.stringify(catalogs)},s=function(v){return String(v||'').trim().toLowerCase().split(/[-_]/)[0]},l=s(localStorage.getItem(${JSON.stringify(storageKey)}));if(!c[l]){l='en';var n=navigator.languages||[];for(var i=0;i<n.length;i++)if(c[s(n[i])]){l=s(n[i]);break}}var p=function(h){var e=document.createElement('link');e.rel='modulepreload';e.href=h;document.head.appendChild(e)};p(c.en);if(l!=='en')p(c[l])}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
