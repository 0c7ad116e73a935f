import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { defaultPageSize, pagePosition } from './pages';

/**
 * Previous and next through a long list (SPEC.md section 2, pagination control): where the list stands ("Page 2
 * of 3", announced when it changes), the buttons disabled at either end. Shows nothing when one page holds all.
 */
export function Pagination({
  page,
  total,
  pageSize = defaultPageSize,
  label,
  onPageChange,
}: {
  /** The page shown, from 1. */
  page: number;
  /** How many items the whole list holds. */
  total: number;
  pageSize?: number;
  /** What the pages are of, for assistive technology ("Pages of wash tickets"). */
  label?: string;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const { count, hasPrevious, hasNext } = pagePosition(page, total, pageSize);
  if (count <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t`Pages`}>
      <Button variant="secondary" isDisabled={!hasPrevious} onPress={() => onPageChange(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p className="pagination__position" aria-live="polite" aria-atomic="true">
        <Trans>
          Page {page} of {count}
        </Trans>
      </p>
      <Button variant="secondary" isDisabled={!hasNext} onPress={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
