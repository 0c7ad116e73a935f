import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { callbackPolicy } from '../../config';
import { type CallbackPolicy, mapLinkQuery, parseCallback, withoutCallback } from '../../url/query';

/**
 * Where "back to the map" leads (SPEC.md section 4, payment-callback flow): an embedding app that passes both
 * `callback` (the web address of a partner the deployment accepts) and `hideRydMapLink` gets the driver back
 * instead of our map; anything else falls back to the map with the query the map keeps. A callback of no
 * accepted partner is never followed, and does not travel on to the map either.
 */
export function mapExitHref(
  search: string,
  policy: CallbackPolicy = callbackPolicy,
): { href: string; leavesApp: boolean } {
  const query = new URLSearchParams(search);
  const callback = parseCallback(query.get('callback'), policy);
  if (query.get('hideRydMapLink') && callback?.kind === 'url')
    return { href: callback.url.toString(), leavesApp: true };
  const mapQuery = mapLinkQuery(callback?.kind === 'refused' ? withoutCallback(search) : search);
  return { href: mapQuery ? `/map?${mapQuery}` : '/map', leavesApp: false };
}

export function MapLink({ className, children }: { className?: string; children: ReactNode }) {
  const exit = mapExitHref(useSearch());
  return exit.leavesApp ? (
    <a href={exit.href} className={className}>
      {children}
    </a>
  ) : (
    <Link href={exit.href} className={className}>
      {children}
    </Link>
  );
}
