import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { hostedPages } from './hostedPageTable';

const pages = new Map<string, ComponentType>(Object.entries(hostedPages).map(([path, load]) => [path, lazy(load)]));

/** The hosted page at the current path (see hostedPageTable.ts), or a line saying there is none. */
export default function HostedPage({ fallback = null }: { fallback?: ReactNode }) {
  const [location] = useLocation();
  const Page = pages.get(location.replace(/\/$/, ''));
  if (!Page) return <main className="bank-page">No such sandbox page.</main>;
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
