import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, server } from './sandboxServer';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSandbox();
  // Each test is a fresh tab: nothing typed in one (a form's draft) is left for the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => server.close());
