import { Trans, useLingui } from '@lingui/react/macro';
import type { MapStation } from '../../api/schemas';
import { formatNumber } from '../../i18n/format';
import { distanceM } from './geo';

/** The nearest stations as a list: the map's text alternative, sorted by distance. */
export function StationList({
  stations,
  origin,
  onSelect,
  limit = 50,
}: {
  stations: readonly MapStation[];
  origin: { latitude: number; longitude: number };
  onSelect: (station: MapStation) => void;
  limit?: number;
}) {
  const { t, i18n } = useLingui();
  const sorted = stations
    .map((station) => ({
      station,
      distance: distanceM(origin.latitude, origin.longitude, station.location.latitude, station.location.longitude),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
  if (sorted.length === 0) {
    return (
      <p className="muted station-list__empty">
        <Trans>No stations here with these filters. Move the map or change the filters.</Trans>
      </p>
    );
  }
  return (
    <ul className="station-list" aria-label={t`Nearest stations`}>
      {sorted.map(({ station, distance }) => {
        const km = formatNumber(i18n.locale, distance / 1000, 1);
        const city = station.location.address?.city ?? '';
        return (
          <li key={station._id}>
            <button type="button" className="station-list__item" onClick={() => onSelect(station)}>
              <strong>{station.name}</strong>
              <span>{[station.brand, city].filter(Boolean).join(' · ')}</span>
              <span className="muted">
                <Trans>{km} km</Trans>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
