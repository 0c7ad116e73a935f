import { useLingui } from '@lingui/react/macro';
import type { HistoryEvent } from '../../api/schemas';
import { toWorld } from '../map/projection';

const width = 320;
const height = 180;
const margin = 28;

/**
 * Where a trip's two points lie in a small map of `width` × `height`: both projected with the map's Web Mercator
 * (`toWorld`), scaled alike on both axes to fit inside the margin, and centred.
 */
export function tripPoints(
  start: { latitude: number; longitude: number },
  end: { latitude: number; longitude: number },
) {
  const a = toWorld([start.longitude, start.latitude], 0);
  const b = toWorld([end.longitude, end.latitude], 0);
  const spanX = Math.abs(b.x - a.x);
  const spanY = Math.abs(b.y - a.y);
  const scale = Math.min(
    spanX > 0 ? (width - 2 * margin) / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? (height - 2 * margin) / spanY : Number.POSITIVE_INFINITY,
  );
  const fit = Number.isFinite(scale) ? scale : 0;
  const midX = (a.x + b.x) / 2;
  const midY = (a.y + b.y) / 2;
  const place = (point: { x: number; y: number }) => ({
    x: width / 2 + (point.x - midX) * fit,
    y: height / 2 + (point.y - midY) * fit,
  });
  return { start: place(a), end: place(b) };
}

/** A trip's start (A) and end (B) on a small map, joined by a straight line; described for screen readers. */
export function TripMap({ trip }: { trip: HistoryEvent }) {
  const { t } = useLingui();
  if (!trip.startLocation || !trip.endLocation) return null;
  const { start, end } = tripPoints(trip.startLocation, trip.endLocation);
  const from = trip.startAddress ?? t`the start`;
  const to = trip.endAddress ?? t`the end`;
  return (
    <figure className="trip-map">
      <svg
        className="trip-map__svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t`Map of the trip from ${from} (A) to ${to} (B)`}
      >
        <rect width={width} height={height} rx={12} className="trip-map__ground" />
        <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} className="trip-map__route" />
        <circle cx={start.x} cy={start.y} r={11} className="trip-map__point trip-map__point--start" />
        <text x={start.x} y={start.y} className="trip-map__label" textAnchor="middle" dominantBaseline="central">
          A
        </text>
        <circle cx={end.x} cy={end.y} r={11} className="trip-map__point trip-map__point--end" />
        <text x={end.x} y={end.y} className="trip-map__label" textAnchor="middle" dominantBaseline="central">
          B
        </text>
      </svg>
    </figure>
  );
}
