import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from '../../src/ui/Sheet';

function renderSheet() {
  const onDismiss = vi.fn();
  const onAction = vi.fn();
  const view = render(
    <>
      <button type="button">Pump 1</button>
      <Sheet title="Pay as a guest?" onDismiss={onDismiss}>
        <p>As a guest you pay with a wallet.</p>
        <button type="button" onClick={onAction}>
          Continue as guest
        </button>
      </Sheet>
    </>,
  );
  return { ...view, onDismiss, onAction };
}

describe('Sheet, on the browser’s own modal dialog', () => {
  it('opens as a modal dialog named by its title, and takes the focus', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Pay as a guest?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Pay as a guest?' })).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
  });

  it('is dismissed by Escape, by the browser’s close request and by a tap beside it, never by a tap in it', async () => {
    const { onDismiss, onAction } = renderSheet();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByText('As a guest you pay with a wallet.'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();

    // A tap on the backdrop lands on the dialog element itself, which its content otherwise fills.
    fireEvent.click(dialog);
    expect(onDismiss).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(2);

    // Escape or Android's back gesture: the browser asks first; the sheet stays until its owner closes it.
    const request = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(request);
    expect(request.defaultPrevented).toBe(true);
    expect(onDismiss).toHaveBeenCalledTimes(3);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('closes when its owner takes it away', () => {
    const { unmount } = renderSheet();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    unmount();
    expect(dialog.open).toBe(false);
  });
});
