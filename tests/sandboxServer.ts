/** The sandbox platform served by msw/node for unit and component tests: the same handlers as the browser. */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Api, createApi } from '../src/api';
import { ApiError } from '../src/api/client';
import { config } from '../src/config';
import { createSandbox } from '../src/sandbox/handlers';
import { demoPassword, seedUsers } from '../src/sandbox/seed';

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

/** A platform client logged in at the sandbox as a seeded driver (the demo driver unless told). */
export async function loggedIn(email: string = seedUsers.demo.email): Promise<Api> {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  token = (await api.auth.loginLocal({ email, password: demoPassword })).auth_token;
  return api;
}

/** The platform's refusal of `call`; throws when the call succeeds or fails any other way. */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected a refusal');
  return error;
}

/** The HTTP status the platform refused with. */
export const refusalStatus = async (call: Promise<unknown>) => (await refusalOf(call)).status;

/** The HTTP status and description the platform refused with. */
export async function refusal(call: Promise<unknown>) {
  const { status, errorDescription } = await refusalOf(call);
  return { status, description: errorDescription };
}

/** The HTTP status and error codes the platform refused with. */
export async function refusalCodes(call: Promise<unknown>) {
  const { status, errorCodes } = await refusalOf(call);
  return { status, codes: [...errorCodes] };
}
