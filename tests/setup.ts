import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, server } from './sandboxServer';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSandbox();
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => server.close());
