import type { ReactNode } from 'react';
import { Notice } from './Notice';

export function ErrorNotice({ children }: { children: ReactNode }) {
  return <Notice tone="error">{children}</Notice>;
}
