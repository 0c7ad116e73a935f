/**
 * Where the first-screen handler gets its station: the platform, asked as the app asks it (a guest's token, the
 * headers of SPEC.md section 7, the same schema), or, for `npm start`, the sandbox's own stations.
 */
import * as z from 'zod/mini';
import { headerNames } from '../api/headers';
import { AuthToken, Station } from '../api/schemas';
import '../api/zodSetup';
import type { Locale } from '../i18n/i18n';

export interface PlatformSource {
  /** The platform's API, as `VITE_PLATFORM_URL`. */
  platformUrl: string;
  appVersion: string;
  fetch?: typeof fetch;
}

/**
 * The platform's stations, read with a guest token of the handler's own: one guest for the server, registered at
 * the first request and again when the platform refuses its token.
 */
export function platformStations({ platformUrl, appVersion, fetch: given }: PlatformSource) {
  // The global fetch of the moment of each call (a test's interceptor, a runtime's own).
  const send: typeof fetch = given ?? ((input, init) => fetch(input, init));
  let token: Promise<string> | undefined;
  const headers = (locale: Locale, auth?: string): Record<string, string> => ({
    [headerNames.locale]: locale,
    [headerNames.appVersion]: appVersion,
    [headerNames.correlationId]: crypto.randomUUID(),
    ...(auth ? { [headerNames.authToken]: auth } : {}),
  });
  const guest = (locale: Locale) =>
    (token ??= send(`${platformUrl}/auth/register/guest`, { method: 'POST', headers: headers(locale) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`guest registration answered ${response.status}`);
        return z.parse(AuthToken, await response.json()).auth_token;
      })
      .catch((error: unknown) => {
        token = undefined;
        throw error;
      }));
  return async function station(id: string, locale: Locale): Promise<Station | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const auth = await guest(locale);
      const response = await send(`${platformUrl}/v4/pois/${encodeURIComponent(id)}`, {
        headers: headers(locale, auth),
      });
      if (response.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`the station answered ${response.status}`);
      return z.parse(Station, await response.json());
    }
    return undefined;
  };
}
