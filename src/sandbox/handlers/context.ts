/** What every sandbox handler shares: the store, the hosts, and how the platform answers errors and auth. */
import { HttpResponse } from 'msw';
import { headerNames } from '../../api/headers';
import type { SandboxStore, SandboxUser } from '../store';

export interface SandboxHosts {
  platformUrl: string;
  cloudFunctionsUrl: string;
  contentUrl: string;
  maintenanceUrl: string;
  paymentProviderUrl: string;
  /**
   * Where the sandbox plays the deployer's error tracker for a production build (Sentry's envelope endpoint,
   * `<url>/api/<project>/envelope/`); the browser's sandbox takes failures directly instead.
   */
  errorTrackerUrl?: string;
  /** The identity provider's issuer (OpenID Connect), whose sign-in page is `/_sandbox/identity`. */
  identityProviderUrl?: string;
}

export interface SandboxContext {
  store: SandboxStore;
  hosts: SandboxHosts;
  /** The current time; tests may move it. */
  now: () => number;
}

/** The platform's error body. */
export const fail = (status: number, errorDescription: string, errorCodes: number[] = [status]) =>
  HttpResponse.json({ errorDescription, errorCodes }, { status });

export type AuthResult = { user: SandboxUser; token: string } | { response: Response };

/** Finds the user behind the request's auth token, or answers 401. `registered` also refuses guests (403). */
export function authenticate(
  ctx: SandboxContext,
  request: Request,
  options: { registered?: boolean } = {},
): AuthResult {
  const token = request.headers.get(headerNames.authToken);
  const session = token ? ctx.store.data.tokens[token] : undefined;
  const user = session ? ctx.store.data.users[session.userId] : undefined;
  if (!token || !user) return { response: fail(401, 'Unauthorized', [101]) };
  if (options.registered && user.isGuest) return { response: fail(403, 'Registered users only', [103]) };
  return { user, token };
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
