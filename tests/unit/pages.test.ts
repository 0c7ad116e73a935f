import { describe, expect, it } from 'vitest';
import { defaultPageSize, pageCount, pageFromQuery, pagePosition } from '../../src/ui/pages';

describe('the page arithmetic of the pagination control', () => {
  it('holds 10 items per page by default', () => {
    expect(defaultPageSize).toBe(10);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(15)).toBe(2);
    expect(pageCount(21)).toBe(3);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('counts an empty list as one empty page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pagePosition(1, 0)).toEqual({ count: 1, hasPrevious: false, hasNext: false });
  });

  it('has a page before every page but the first, and after every page but the last', () => {
    expect(pagePosition(1, 25)).toEqual({ count: 3, hasPrevious: false, hasNext: true });
    expect(pagePosition(2, 25)).toEqual({ count: 3, hasPrevious: true, hasNext: true });
    expect(pagePosition(3, 25)).toEqual({ count: 3, hasPrevious: true, hasNext: false });
    // Beyond the last page (a stale link): back is possible, forward is not.
    expect(pagePosition(5, 25)).toEqual({ count: 3, hasPrevious: true, hasNext: false });
  });

  it('reads the page of a query, the first page when it names none', () => {
    expect(pageFromQuery('2')).toBe(2);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('')).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-3')).toBe(1);
    expect(pageFromQuery('1.5')).toBe(1);
    expect(pageFromQuery('two')).toBe(1);
  });
});
