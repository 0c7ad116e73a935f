import type { Station } from '../api/schemas';

/** Name, brand and address of the station the driver is paying at. */
export function StationHeader({ station }: { station: Station }) {
  const address = station.location.address;
  const line = [address?.street, [address?.zip, address?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <header className="station-header">
      {station.brand && <p className="station-header__brand">{station.brand}</p>}
      <h1 className="station-header__name" data-testid="station-name">
        {station.name}
      </h1>
      {line && <p className="station-header__address">{line}</p>}
    </header>
  );
}
