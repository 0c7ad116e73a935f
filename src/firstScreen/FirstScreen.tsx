import { Trans } from '@lingui/react/macro';
import { Router } from 'wouter';
import type { Station } from '../api/schemas';
import { GeofenceChecking } from '../flows/pay/Geofence';
import { Footer } from '../shell/Footer';
import { PersonIcon } from '../shell/PersonIcon';
import { StationHeader } from '../ui/StationHeader';

/**
 * The pump screen as the app first shows it at a QR code: the frame with its header, the station, and the check
 * that the driver is at the station; rendered into the page's HTML by the first-screen handler, with the same
 * components the app then renders in its place.
 */
export function FirstScreen({ station, search }: { station: Station; search: string }) {
  const query = search.replace(/^\?/, '');
  return (
    <Router ssrPath="/pay/pump" ssrSearch={query}>
      <div className="app-frame">
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
              <section className="geofence" aria-labelledby="geofence-title">
                <GeofenceChecking />
              </section>
            </div>
          </main>
        </div>
        <Footer />
      </div>
    </Router>
  );
}
