import type { ReactNode } from 'react';

/** A message block: errors are announced (role alert), warnings and infos politely (role status). */
export function Notice({ tone, children }: { tone: 'error' | 'warning' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
