/** The sandbox platform served by msw/node for unit and component tests: the same handlers as the browser. */
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
export const server = setupServer(...sandbox.handlers);
export const resetSandbox = () => {
  sandbox.context.store.reset();
  clock.offsetMs = 0;
};
