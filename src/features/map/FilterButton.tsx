import { Trans } from '@lingui/react/macro';
import { Suspense, useRef, useState } from 'react';
import { lazyWithRetry } from '../../app/lazy';
import type { MapFilters } from './filters';

const FilterPanel = lazyWithRetry(() => import('./FilterPanel'));

/**
 * The map's Filters button. Its panel (react-aria's popover and chips) loads on the first press, so the map's
 * first view does not wait for it.
 */
export function FilterButton({ filters, onChange }: { filters: MapFilters; onChange: (filters: MapFilters) => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Trans>Filters</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterPanel
            triggerRef={trigger}
            filters={filters}
            onChange={onChange}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
