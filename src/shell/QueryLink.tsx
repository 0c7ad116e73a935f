import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { useCarriedHref } from './navigation';

/**
 * An in-app link that keeps the query (station, partner, callback) by the rules of SPEC.md section 2, as
 * {@link useCarriedHref} does; a target with its own query keeps that one.
 */
export function QueryLink({
  href,
  ...props
}: { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <Link href={useCarriedHref(href)} {...props} />;
}
