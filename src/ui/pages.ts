/** Page arithmetic of the pagination control (SPEC.md section 9: 10 items per page by default). */
export const defaultPageSize = 10;

/** How many pages `total` items fill; an empty list is one (empty) page. */
export function pageCount(total: number, pageSize: number = defaultPageSize): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Where page `page` stands among the pages of `total` items: whether there is a page before and after it. */
export function pagePosition(page: number, total: number, pageSize: number = defaultPageSize) {
  const count = pageCount(total, pageSize);
  return { count, hasPrevious: page > 1, hasNext: page < count };
}

/** The page a query's `page` value names: a whole number from 1, else the first page. */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
