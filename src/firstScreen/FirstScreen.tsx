import { Trans } from '@lingui/react/macro';
import { Router } from 'wouter';
import type { Station } from '../api/schemas';
import { landscapeAsked } from '../app/orientation';
import { GeofenceStatusLine } from '../flows/pay/Geofence';
import { PumpChoices } from '../flows/pay/pumpChoice/PumpScreen';
import { Footer } from '../shell/Footer';
import { PersonIcon } from '../shell/PersonIcon';
import { StationHeader } from '../ui/StationHeader';

/**
 * The pump screen as the app first shows it at a QR code: the frame with its header, the station, its pumps (first
 * page), and the check that the driver is at the station starting; rendered into the page's HTML by the
 * first-screen handler, with the same components the app then renders in its place. Its buttons do nothing until
 * the app takes over.
 */
const ignore = () => undefined;

export function FirstScreen({ station, search }: { station: Station; search: string }) {
  const query = search.replace(/^\?/, '');
  return (
    <Router ssrPath="/pay/pump" ssrSearch={query}>
      <div className={`app-frame${landscapeAsked(query) ? ' app-frame--landscape' : ''}`}>
        <header className="header">
          <div className="header__slot" />
          <p className="header__title">
            <Trans>Pump selection</Trans>
          </p>
          <div className="header__slot">
            <a href={`/login${query ? `?${query}` : ''}`} className="header__icon-button">
              <span className="visually-hidden">
                <Trans>Log in</Trans>
              </span>
              <PersonIcon />
            </a>
          </div>
        </header>
        <div className="app-frame__body">
          <main className="screen pay-screen">
            <StationHeader station={station} />
            <div className="pay-screen__step">
              <section aria-labelledby="pump-heading">
                <PumpChoices station={station} evEnabled={false} pageIndex={0} onPage={ignore} onChoose={ignore} />
                <GeofenceStatusLine overlay="locating" slowNote />
              </section>
            </div>
          </main>
        </div>
        <Footer />
      </div>
    </Router>
  );
}
