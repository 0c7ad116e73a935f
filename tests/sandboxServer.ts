/** The sandbox platform served by msw/node for unit and component tests: the same handlers as the browser. */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '../src/config';
import { createSandbox } from '../src/sandbox/handlers';

/** Moves the sandbox's clock without fake timers (msw and fetch keep real time). */
export const clock = {
  offsetMs: 0,
  advance: (ms: number) => {
    clock.offsetMs += ms;
  },
};

export const sandbox = createSandbox(config, { now: () => Date.now() + clock.offsetMs });
/** The app's own server, as far as the tests need it: the connection check's tiny file answers. */
const appServer = [http.head('*/favicon.svg', () => new HttpResponse(null, { status: 200 }))];
export const server = setupServer(...appServer, ...sandbox.handlers);
export const resetSandbox = () => {
  sandbox.context.store.reset();
  clock.offsetMs = 0;
};
