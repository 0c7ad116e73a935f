import type { ReactNode } from 'react';

export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice notice--error" role="alert">
      {children}
    </div>
  );
}
