import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { Pagination } from '../../src/ui/Pagination';

const show = (page: number, total: number, onPageChange = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <Pagination page={page} total={total} label="Pages of tickets" onPageChange={onPageChange} />
    </I18nProvider>,
  );
  return onPageChange;
};

beforeAll(() => activateLocale('en'));
afterEach(() => cleanup());

describe('the pagination control', () => {
  it('says where the list stands and goes to the next page; previous is disabled on the first', () => {
    const onPageChange = show(1, 25);
    const nav = screen.getByRole('navigation', { name: 'Pages of tickets' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('goes back from a middle page, and next is disabled on the last', () => {
    const onPageChange = show(2, 15);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('is not shown when one page holds the whole list', () => {
    show(1, 10);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
