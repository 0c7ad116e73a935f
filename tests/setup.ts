import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, server } from './sandboxServer';

// Screens load lazily, as in the app: on a busy machine their code can take more than the default second to arrive,
// and on a clean clone (no transform cache) a screen's first load took over 5 s (the account screen, twice in one
// run). Still under the components project's 20 s per test.
configure({ asyncUtilTimeout: 12_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSandbox();
  // Each test is a fresh tab: nothing typed in one (a form's draft) is left for the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => server.close());
