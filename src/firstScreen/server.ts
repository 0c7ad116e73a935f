/**
 * The first-screen handler of a build (its server part, built beside it by vite.firstScreen.ts): with the build's
 * platform, or, in a sandbox build, with the sandbox's own stations.
 */
import { config } from '../config';
import { createFirstScreenHandler, type FirstScreenOptions } from './handler';
import { platformStations } from './stations';

export { createFirstScreenHandler, entryStation, localeOf } from './handler';

export interface ServerOptions extends Pick<FirstScreenOptions, 'html' | 'asset' | 'timeoutMs'> {
  /** How the handler reaches the platform (tests give their own). */
  fetch?: typeof fetch;
}

export async function firstScreenHandler(options: ServerOptions) {
  const station: FirstScreenOptions['station'] = __SANDBOX__
    ? await import('../sandbox/stations').then(
        ({ isFixture, findStation, findStationByLegacyId }) =>
          async (id) =>
            isFixture(id) ? (findStation(id) ?? findStationByLegacyId(id)) : undefined,
      )
    : platformStations({ platformUrl: config.platformUrl, appVersion: config.appVersion, fetch: options.fetch });
  return createFirstScreenHandler({ ...options, station });
}
