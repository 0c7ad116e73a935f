import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

/**
 * A bottom sheet on the browser's own modal dialog (`<dialog>` opened with `showModal()`): the page behind it is
 * inert and hidden from screen readers, focus moves into the sheet and goes back where it was when the sheet
 * closes, and Escape, a tap beside the sheet and Android's back gesture dismiss it.
 *
 * The pump screen's questions use it rather than react-aria's modal, which would add about 50 kB and a long task
 * of locale set-up to the QR code's first screen, where nothing else needs react-aria.
 */
export function Sheet({
  title,
  onDismiss,
  className,
  children,
}: {
  title: ReactNode;
  /** Escape, a tap beside the sheet or the back gesture: the sheet's owner closes it (it stays open until then). */
  onDismiss: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The sheet itself takes the focus, as react-aria's dialogs do: a screen reader reads its title and text first.
    dialog.focus();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal sheet"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The browser's close request (Escape, the back gesture): the owner decides, so the sheet and its state agree.
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDismiss();
      }}
      // Only the backdrop's tap reaches the dialog element itself: the sheet's content fills it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={className ? `dialog ${className}` : 'dialog'}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
