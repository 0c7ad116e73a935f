import * as z from 'zod/mini';
import type { Host } from './client';
import { Thing, VehicleFuelTypes, VehicleMakes, VehicleModels } from './flowSchemas';
import { Ack } from './schemas';

type Signal = { signal?: AbortSignal };
export type VehicleType = 'car' | 'motorcycle';
const enc = encodeURIComponent;

export const createVehiclesApi = (platform: Host) => ({
  get: (id: string, { signal }: Signal = {}) => platform.json(Thing, `/things/${enc(id)}`, { signal }),
  update: (id: string, fields: Partial<Thing>, { signal }: Signal = {}) =>
    platform.json(Thing, `/v3/things/${enc(id)}`, { method: 'PATCH', body: fields, signal }),
  createLite: (fields: { nickName?: string; type?: string }, { signal }: Signal = {}) =>
    platform.json(z.object({ data: z.object({ thingId: z.string() }) }), '/things/lite', {
      method: 'POST',
      body: fields,
      signal,
    }),
  /** DELETE /things/{id}: the platform archives the vehicle (its avatar is flagged isArchived, its history stays). */
  remove: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/things/${enc(id)}`, { method: 'DELETE', signal }),
  /**
   * Shares the vehicle with another registered driver, named by e-mail; answers the vehicle with its users. SPEC.md
   * section 1 names vehicles shareable between users but not this call's path ("other vehicle helper calls").
   */
  addUser: (thingId: string, email: string, { signal }: Signal = {}) =>
    platform.json(Thing, `/things/${enc(thingId)}/users`, { method: 'POST', body: { email }, signal }),
  removeUser: (thingId: string, userId: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/things/${enc(thingId)}/users/${enc(userId)}`, { method: 'DELETE', signal }),
  makes: (type: VehicleType, { signal }: Signal = {}) =>
    platform.json(VehicleMakes, '/vehicles/makes', { query: { type }, signal }),
  models: (make: string, type: VehicleType, { signal }: Signal = {}) =>
    platform.json(VehicleModels, `/vehicles/makes/${enc(make)}/models`, { query: { type }, signal }),
  /** The model's fuel types for the vehicle type; the first result is the one used. */
  fuelTypes: (make: string, model: string, type: VehicleType, { signal }: Signal = {}) =>
    platform.json(VehicleFuelTypes, `/vehicles/makes/${enc(make)}/models/${enc(model)}/fuelTypes/${enc(type)}`, {
      signal,
    }),
});
