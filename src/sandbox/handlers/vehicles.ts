import { HttpResponse, http } from 'msw';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** SPEC.md section 9: odometer at most 1,000,000 km, stored in metres. */
const odometerMaxM = 1_000_000_000;
const editable = ['nickName', 'carOdometerM', 'ymme'] as const;

/** Vehicles (SPEC.md section 7, "Vehicles"): read and update the caller's own. */
export function vehicleHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  const ownThing = (request: Request, id: unknown) => {
    const auth = authenticate(ctx, request, { registered: true });
    if ('response' in auth) return auth;
    const thing = store.data.things[String(id)];
    if (!thing?.users?.includes(auth.user.id)) return { response: fail(404, 'Vehicle not found', [404]) };
    return { ...auth, thing };
  };

  return [
    http.get(`${base}/things/:id`, ({ request, params }) => {
      const found = ownThing(request, params.id);
      return 'response' in found ? found.response : HttpResponse.json(found.thing);
    }),

    http.patch(`${base}/v3/things/:id`, async ({ request, params }) => {
      const found = ownThing(request, params.id);
      if ('response' in found) return found.response;
      if (found.thing.readOnly) return fail(403, 'Vehicle is read-only', [170]);
      const body = await readJson(request);
      const odometer = body.carOdometerM;
      if (odometer !== undefined && (typeof odometer !== 'number' || odometer < 0 || odometer > odometerMaxM)) {
        return fail(422, 'carOdometerM is out of range', [206]);
      }
      store.update((data) => {
        const thing = data.things[found.thing._id]!;
        for (const key of editable) if (key in body) Object.assign(thing, { [key]: body[key] });
      });
      return HttpResponse.json(store.data.things[found.thing._id]);
    }),
  ];
}
