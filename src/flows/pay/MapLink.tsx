import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { mapLinkQuery, parseCallback } from '../../routes/query';

/**
 * Where "back to the map" leads (SPEC.md section 4, payment-callback flow): an embedding app that passes both
 * `callback` (a web address) and `hideRydMapLink` gets the driver back instead of our map; anything else, or a
 * callback that is not a web address, falls back to the map with the query the map keeps.
 */
export function mapExitHref(search: string): { href: string; leavesApp: boolean } {
  const query = new URLSearchParams(search);
  const callback = parseCallback(query.get('callback'));
  if (query.get('hideRydMapLink') && callback?.kind === 'url')
    return { href: callback.url.toString(), leavesApp: true };
  const mapQuery = mapLinkQuery(search);
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
