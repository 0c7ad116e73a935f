import { HttpResponse, http } from 'msw';
import { Thing } from '../../api/flowSchemas';
import type { SandboxStore, SandboxUser } from '../store';
import { catalogMake, catalogModel, isCatalogVehicleType, vehicleCatalog } from '../vehicleCatalog';
import { authenticate, fail, isEmail, readJson, type SandboxContext } from './context';

/** SPEC.md section 9: odometer at most 1,000,000 km, stored in metres. */
const odometerMaxM = 1_000_000_000;
const nameMax = 40;
const plateMax = 15;
/** 17 characters, letters and digits; I, O and Q are never used (ISO 3779). */
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const editable = ['nickName', 'carOdometerM', 'ymme', 'type', 'tankCapacityL', 'nextInspectionDate'] as const;

/** The user ids of a stored vehicle (the store keeps ids; answers carry the users with their names). */
const userIdsOf = (thing: Thing) => (thing.users ?? []).map((user) => (typeof user === 'string' ? user : user._id));

/** The owner is the user whose account the vehicle belongs to. */
const ownerOf = (store: SandboxStore, thing: Thing) =>
  Object.values(store.data.users).find((user) => user.accountId === thing.account);

/** The vehicle as the platform answers it to one of its users: read-only unless theirs, users with names. */
function thingFor(store: SandboxStore, thing: Thing, caller: SandboxUser): Thing {
  const owner = ownerOf(store, thing);
  return {
    ...thing,
    readOnly: owner?.id !== caller.id,
    users: userIdsOf(thing).map((id) => {
      const user = store.data.users[id];
      return { _id: id, firstName: user?.firstName, lastName: user?.lastName, isOwner: id === owner?.id };
    }),
  };
}

/** A real calendar day (no 30 February). */
const validDate = (value: string) => {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The platform's checks of a vehicle's fields (PATCH /v3/things/{id}): the first problem, or undefined. */
export function vehicleFieldProblem(body: Record<string, unknown>, thisYear: number): string | undefined {
  const { nickName, type, ymme, tankCapacityL, nextInspectionDate, carOdometerM } = body;
  if (nickName !== undefined && (typeof nickName !== 'string' || !nickName.trim() || nickName.length > nameMax)) {
    return `nickName must have 1 to ${nameMax} characters`;
  }
  if (type !== undefined && !isCatalogVehicleType(type)) return 'type must be car or motorcycle';
  if (
    carOdometerM !== undefined &&
    (typeof carOdometerM !== 'number' || carOdometerM < 0 || carOdometerM > odometerMaxM)
  ) {
    return 'carOdometerM is out of range';
  }
  if (tankCapacityL !== undefined && (typeof tankCapacityL !== 'number' || tankCapacityL <= 0 || tankCapacityL > 200)) {
    return 'tankCapacityL is out of range';
  }
  if (nextInspectionDate !== undefined && (typeof nextInspectionDate !== 'string' || !validDate(nextInspectionDate))) {
    return 'nextInspectionDate must be a date (YYYY-MM-DD)';
  }
  if (typeof nextInspectionDate === 'string') {
    const year = Number(nextInspectionDate.slice(0, 4));
    if (year < thisYear - 2 || year > thisYear + 4) return 'nextInspectionDate is out of range';
  }
  if (ymme === undefined) return undefined;
  if (!ymme || typeof ymme !== 'object') return 'ymme must be an object';
  const { year, VIN, licensePlate } = ymme as Record<string, unknown>;
  if (year !== undefined && (!Number.isInteger(year) || Number(year) < 1900 || Number(year) > thisYear + 1)) {
    return 'ymme.year is out of range';
  }
  if (VIN !== undefined && (typeof VIN !== 'string' || !vinPattern.test(VIN))) return 'ymme.VIN is not a valid VIN';
  if (licensePlate !== undefined && (typeof licensePlate !== 'string' || licensePlate.length > plateMax)) {
    return 'ymme.licensePlate is too long';
  }
  return undefined;
}

/**
 * Vehicles (SPEC.md section 7, "Vehicles"): a user's own and shared vehicles, the lightweight create, the
 * details, archiving (DELETE /things/{id}), sharing with a driver by e-mail (POST /things/{id}/users, a helper
 * path SPEC.md does not show), removing a user from a shared vehicle, and the catalogue lookups.
 * Only the owner edits a vehicle's details or archives it; a user it is shared with sees it read-only, may
 * record its mileage and may leave it. Scenarios: `vehicle-save-fails` (every change answers 503),
 * `vehicle-load-fails` (GET /things/{id} answers 500).
 */
export function vehicleHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const scenario = (name: 'vehicle-save-fails' | 'vehicle-load-fails') => store.data.settings.scenarios.includes(name);
  const saveFailed = () => fail(503, 'Vehicle service unavailable, try again later', [503]);

  const ownThing = (request: Request, id: unknown) => {
    const auth = authenticate(ctx, request, { registered: true });
    if ('response' in auth) return auth;
    const thing = store.data.things[String(id)];
    if (!thing || !userIdsOf(thing).includes(auth.user.id)) {
      return { response: fail(404, 'Vehicle not found', [404]) };
    }
    return { ...auth, thing, isOwner: ownerOf(store, thing)?.id === auth.user.id };
  };

  const vehicleType = (request: Request) => {
    const type = new URL(request.url).searchParams.get('type');
    return isCatalogVehicleType(type) ? type : undefined;
  };

  return [
    http.get(`${base}/things/:id`, ({ request, params }) => {
      const found = ownThing(request, params.id);
      if ('response' in found) return found.response;
      if (scenario('vehicle-load-fails')) return fail(500, 'Vehicle data could not be retrieved', [500]);
      return HttpResponse.json(thingFor(store, found.thing, found.user));
    }),

    http.patch(`${base}/v3/things/:id`, async ({ request, params }) => {
      const found = ownThing(request, params.id);
      if ('response' in found) return found.response;
      const body = await readJson(request);
      // A user the vehicle is shared with records its mileage (the odometer step), nothing else.
      if (!found.isOwner && Object.keys(body).some((key) => key !== 'carOdometerM')) {
        return fail(403, 'Vehicle is read-only', [170]);
      }
      if (scenario('vehicle-save-fails')) return saveFailed();
      const problem = vehicleFieldProblem(body, new Date(ctx.now()).getUTCFullYear());
      if (problem) return fail(422, problem, [206]);
      store.update((data) => {
        const thing = data.things[found.thing._id]!;
        for (const key of editable) if (key in body) Object.assign(thing, { [key]: body[key] });
        // The details are merged: a PATCH of the VIN keeps the make and model.
        const ymme = Thing.shape.ymme.safeParse(body.ymme);
        if (body.ymme && ymme.success) thing.ymme = { ...found.thing.ymme, ...ymme.data };
      });
      return HttpResponse.json(thingFor(store, store.data.things[found.thing._id]!, found.user));
    }),

    http.post(`${base}/things/lite`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (scenario('vehicle-save-fails')) return saveFailed();
      const { nickName, type } = await readJson(request);
      if (typeof nickName !== 'string' || !nickName.trim() || nickName.length > nameMax) {
        return fail(422, `nickName must have 1 to ${nameMax} characters`, [206]);
      }
      if (!isCatalogVehicleType(type)) return fail(422, 'type must be car or motorcycle', [206]);
      const id = store.nextId('thing');
      store.update((data) => {
        data.things[id] = {
          _id: id,
          thingId: id,
          account: auth.user.accountId,
          type,
          status: 'ACTIVE',
          users: [auth.user.id],
          nickName: nickName.trim(),
        };
        const preferences = data.users[auth.user.id]!.preferences;
        preferences.thingAvatars = [...(preferences.thingAvatars ?? []), { thingId: id }];
        // The first vehicle is the preferred one.
        if (!preferences.preferredThing) preferences.preferredThing = id;
      });
      return HttpResponse.json({ data: { thingId: id } }, { status: 201 });
    }),

    // Archiving: the vehicle leaves every user's list (its avatar is flagged isArchived), its history stays.
    http.delete(`${base}/things/:id`, ({ request, params }) => {
      const found = ownThing(request, params.id);
      if ('response' in found) return found.response;
      if (!found.isOwner) return fail(403, 'Only the owner can delete the vehicle', [170]);
      if (scenario('vehicle-save-fails')) return saveFailed();
      store.update((data) => {
        const thing = data.things[found.thing._id]!;
        thing.status = 'ARCHIVED';
        for (const userId of userIdsOf(thing)) {
          const preferences = data.users[userId]?.preferences;
          if (!preferences) continue;
          preferences.thingAvatars = (preferences.thingAvatars ?? []).map((avatar) =>
            avatar.thingId === thing._id ? { ...avatar, isArchived: true } : avatar,
          );
          if (preferences.preferredThing === thing._id) {
            preferences.preferredThing = preferences.thingAvatars.find((avatar) => !avatar.isArchived)?.thingId ?? null;
          }
        }
      });
      return HttpResponse.json({ ok: true });
    }),

    // The owner shares the vehicle with another registered driver, named by e-mail; it joins that driver's list.
    http.post(`${base}/things/:thingId/users`, async ({ request, params }) => {
      const found = ownThing(request, params.thingId);
      if ('response' in found) return found.response;
      if (!found.isOwner) return fail(403, 'Only the owner can share the vehicle', [170]);
      const { email } = await readJson(request);
      const wanted = typeof email === 'string' ? email.trim().toLowerCase() : undefined;
      if (!isEmail(wanted)) return fail(422, 'email must be an e-mail address', [206]);
      const driver = Object.values(store.data.users).find(
        (user) => !user.isGuest && user.email?.toLowerCase() === wanted,
      );
      if (!driver) return fail(404, 'No registered driver has this e-mail address', [172]);
      if (driver.id === found.user.id) return fail(409, 'The owner cannot share a vehicle with themselves', [174]);
      if (userIdsOf(found.thing).includes(driver.id)) {
        return fail(409, 'The vehicle is already shared with this driver', [173]);
      }
      if (scenario('vehicle-save-fails')) return saveFailed();
      store.update((data) => {
        const thing = data.things[found.thing._id]!;
        thing.users = [...userIdsOf(thing), driver.id];
        const preferences = data.users[driver.id]!.preferences;
        preferences.thingAvatars = [...(preferences.thingAvatars ?? []), { thingId: thing._id }];
        if (!preferences.preferredThing) preferences.preferredThing = thing._id;
      });
      return HttpResponse.json(thingFor(store, store.data.things[found.thing._id]!, found.user));
    }),

    // The owner removes anyone but themselves; a user the vehicle is shared with removes themselves (leaves).
    http.delete(`${base}/things/:thingId/users/:userId`, ({ request, params }) => {
      const found = ownThing(request, params.thingId);
      if ('response' in found) return found.response;
      const userId = String(params.userId);
      if (!userIdsOf(found.thing).includes(userId)) return fail(404, 'User does not share this vehicle', [404]);
      if (found.isOwner && userId === found.user.id) {
        return fail(409, 'The owner cannot leave the vehicle; delete it instead', [171]);
      }
      if (!found.isOwner && userId !== found.user.id) return fail(403, 'Only the owner can remove other users', [170]);
      if (scenario('vehicle-save-fails')) return saveFailed();
      store.update((data) => {
        const thing = data.things[found.thing._id]!;
        thing.users = userIdsOf(thing).filter((id) => id !== userId);
        const preferences = data.users[userId]?.preferences;
        if (!preferences) return;
        preferences.thingAvatars = (preferences.thingAvatars ?? []).filter((avatar) => avatar.thingId !== thing._id);
        if (preferences.preferredThing === thing._id) {
          preferences.preferredThing = preferences.thingAvatars.find((avatar) => !avatar.isArchived)?.thingId ?? null;
        }
      });
      return HttpResponse.json({ ok: true });
    }),

    http.get(`${base}/vehicles/makes`, ({ request }) => {
      const type = vehicleType(request);
      if (!type) return fail(422, 'type must be car or motorcycle', [206]);
      return HttpResponse.json(vehicleCatalog[type].map(({ id, name }) => ({ id, name })));
    }),

    http.get(`${base}/vehicles/makes/:make/models`, ({ request, params }) => {
      const type = vehicleType(request);
      if (!type) return fail(422, 'type must be car or motorcycle', [206]);
      const found = catalogMake(type, String(params.make));
      if (!found) return fail(404, 'Unknown make', [404]);
      return HttpResponse.json(found.models.map(({ id, name }) => ({ id, name })));
    }),

    http.get(`${base}/vehicles/makes/:make/models/:model/fuelTypes/:type`, ({ params }) => {
      const type = String(params.type);
      if (!isCatalogVehicleType(type)) return fail(422, 'type must be car or motorcycle', [206]);
      const found = catalogModel(type, String(params.make), String(params.model));
      if (!found) return fail(404, 'Unknown model', [404]);
      return HttpResponse.json(found.fuels.map(({ id, name }) => ({ id, name, tankCapacityL: found.tankCapacityL })));
    }),
  ];
}
