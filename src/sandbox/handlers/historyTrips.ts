/**
 * Trips of the account history, merged and split (SPEC.md section 7, history):
 * - GET /v4/account-history with `from` and `to` (and types=TRIP, vehicleId): the trip list used in merging, the
 *   trips that started within the window, newest first, without those already merged into another. Any other list
 *   request is left to the general history handler (registered after this one).
 * - POST /events/merged-trip {eventIds, thingId}: at least two of the driver's trips of that vehicle, none merged
 *   yet, become one trip (distances summed, the score weighted by distance, the start of the first, the end of the
 *   last); the sources leave the list (`mergedInto`). Answers the merged trip.
 * - DELETE /events/merged-trip/{id}: splits a merged trip again: its sources come back, the merged trip is gone.
 * - GET /v4/account-history/{id} for a trip, when no other handler answered it first.
 */
import { HttpResponse, http } from 'msw';
import type { HistoryEvent } from '../../api/schemas';
import type { SandboxData, SandboxHistoryEvent } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** The platform's page size cap for the merge list (SPEC.md section 9: 40). */
export const maxMergeListLimit = 40;

/** A stored event as the platform answers it, without the sandbox's own bookkeeping. */
export function publicEvent({ userId: _userId, mergedInto: _mergedInto, ...event }: SandboxHistoryEvent): HistoryEvent {
  return event;
}

const userTrip = (data: SandboxData, userId: string, id: string): SandboxHistoryEvent | undefined => {
  const event = data.history[id];
  return event && event.userId === userId && event.type === 'TRIP' ? event : undefined;
};

const parseDate = (value: string | null) => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
};

/**
 * The trip several trips make when merged: driven from the first one's start to the last one's end, their
 * distances summed and the driving score weighted by the distance each contributed.
 */
export function mergedTrip(id: string, sources: readonly SandboxHistoryEvent[]): SandboxHistoryEvent {
  const ordered = [...sources].sort((a, b) => (a.dateTime ?? '').localeCompare(b.dateTime ?? ''));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) throw new Error('mergedTrip: no trips to merge');
  const distanceM = ordered.reduce((sum, trip) => sum + (trip.distanceM ?? 0), 0);
  const scored = ordered.filter((trip) => trip.drivingScore !== undefined);
  const scoredDistance = scored.reduce((sum, trip) => sum + (trip.distanceM ?? 0), 0);
  const drivingScore =
    scored.length === 0
      ? undefined
      : scoredDistance > 0
        ? Math.round(
            scored.reduce((sum, trip) => sum + (trip.drivingScore ?? 0) * (trip.distanceM ?? 0), 0) / scoredDistance,
          )
        : Math.round(scored.reduce((sum, trip) => sum + (trip.drivingScore ?? 0), 0) / scored.length);
  return {
    _id: id,
    userId: first.userId,
    type: 'TRIP',
    triggerEventTypeAtSource: 'AUTOMATIC',
    vehicleId: first.vehicleId,
    dateTime: first.dateTime,
    endDateTime: last.endDateTime ?? last.dateTime,
    distanceM,
    ...(drivingScore === undefined ? {} : { drivingScore }),
    startAddress: first.startAddress,
    startLocation: first.startLocation,
    endAddress: last.endAddress,
    endLocation: last.endLocation,
    isResultOfMerge: true,
    mergedFrom: ordered.map((trip) => trip._id),
  };
}

/** Handlers answered before the general history handler: the merge list, the merge and the split. */
export function historyTripHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  return [
    http.get(`${base}/v4/account-history`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      // Not the merge list: the general history handler answers.
      if (!query.has('from') && !query.has('to')) return undefined;
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const from = parseDate(query.get('from'));
      const to = parseDate(query.get('to'));
      if (from === undefined || to === undefined || from > to) {
        return fail(400, 'from and to must be ISO dates, from not after to', [400]);
      }
      const types = query.get('types')?.split(',').filter(Boolean);
      if (types?.some((type) => type !== 'TRIP')) {
        return fail(400, 'a list by period (from, to) is a list of trips: types=TRIP', [400]);
      }
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? String(maxMergeListLimit));
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > maxMergeListLimit) {
        return fail(400, `page and limit must be whole numbers from 1 (limit at most ${maxMergeListLimit})`, [400]);
      }
      const vehicleId = query.get('vehicleId');
      const trips = Object.values(store.data.history)
        .filter((event) => {
          const start = parseDate(event.dateTime ?? null);
          return (
            event.userId === auth.user.id &&
            event.type === 'TRIP' &&
            event.mergedInto === undefined &&
            (!vehicleId || event.vehicleId === vehicleId) &&
            start !== undefined &&
            start >= from &&
            start <= to
          );
        })
        .sort((a, b) => (b.dateTime ?? '').localeCompare(a.dateTime ?? '') || a._id.localeCompare(b._id));
      const start = (page - 1) * limit;
      return HttpResponse.json({
        items: trips.slice(start, start + limit).map(publicEvent),
        page,
        limit,
        total: trips.length,
      });
    }),

    http.post(`${base}/events/merged-trip`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const body = await readJson(request);
      const { eventIds, thingId } = body;
      if (
        !Array.isArray(eventIds) ||
        !eventIds.every((id): id is string => typeof id === 'string') ||
        typeof thingId !== 'string'
      ) {
        return fail(400, 'eventIds (trip ids) and thingId are required', [400]);
      }
      const ids = [...new Set(eventIds)];
      if (ids.length < 2) return fail(422, 'At least two trips are needed to merge', [422]);
      const trips: SandboxHistoryEvent[] = [];
      for (const id of ids) {
        const trip = userTrip(store.data, auth.user.id, id);
        if (!trip) return fail(404, `No trip ${id}`, [404]);
        if (trip.vehicleId !== thingId) return fail(422, 'Only trips of the same vehicle can be merged', [422]);
        if (trip.mergedInto !== undefined) return fail(409, `Trip ${id} has already been merged`, [409]);
        trips.push(trip);
      }
      const merged = mergedTrip(store.nextId('trip'), trips);
      store.update((data) => {
        const { history } = data;
        history[merged._id] = merged;
        for (const trip of trips) {
          const stored = history[trip._id];
          if (stored) stored.mergedInto = merged._id;
        }
      });
      return HttpResponse.json(publicEvent(merged), { status: 201 });
    }),

    http.delete(`${base}/events/merged-trip/:id`, ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const id = String(params.id);
      const merged = userTrip(store.data, auth.user.id, id);
      if (!merged || merged.mergedInto !== undefined) return fail(404, `No trip ${id}`, [404]);
      if (!merged.isResultOfMerge) return fail(422, 'Only a merged trip can be split', [422]);
      store.update((data) => {
        const { history } = data;
        for (const sourceId of merged.mergedFrom ?? []) {
          const source = history[sourceId];
          if (source?.mergedInto === id) delete source.mergedInto;
        }
        delete history[id];
      });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
