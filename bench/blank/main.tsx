// Baseline for `npm run bench`: the smallest React 19 page built with the app's toolchain.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Blank React 19 page</h1>
  </StrictMode>,
);
