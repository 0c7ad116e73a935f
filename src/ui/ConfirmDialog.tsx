import type { ReactNode } from 'react';
import { Button } from './Button';
import { Sheet } from './Sheet';

/** A question before an action that cannot be undone: the action, and a way out that changes nothing. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Sheet title={title} onDismiss={onCancel}>
      <p>{children}</p>
      <div className="stack">
        <Button variant={destructive ? 'error' : 'primary'} className="button--block" onPress={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" className="button--block" onPress={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </Sheet>
  );
}
