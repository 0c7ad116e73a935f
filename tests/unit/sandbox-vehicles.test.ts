import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, sandbox } from '../sandboxServer';

const setScenarios = (scenarios: ('vehicle-save-fails' | 'vehicle-load-fails')[]) =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = scenarios;
  });

const visibleAvatars = async (api: Api) =>
  ((await api.users.getPreferences()).thingAvatars ?? []).map((avatar) => avatar.thingId);

describe('sandbox vehicles', () => {
  it('creates a lightweight vehicle, names it in the preferences, then takes its details', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    await expect(api.vehicles.createLite({ nickName: ' ', type: 'car' })).rejects.toMatchObject({ status: 422 });
    await expect(api.vehicles.createLite({ nickName: 'Bike', type: 'boat' })).rejects.toMatchObject({ status: 422 });
    const { thingId } = (await api.vehicles.createLite({ nickName: 'Weekend bike', type: 'motorcycle' })).data;
    expect(await visibleAvatars(api)).toContain(thingId);
    await api.vehicles.update(thingId, {
      ymme: { make: 'Honda', model: 'CB500F', fuelType: 'SUPER_E5', year: 2022, licensePlate: 'B-WB 22' },
      tankCapacityL: 17,
      nextInspectionDate: '2027-05-31',
      carOdometerM: 12_000_000,
    });
    expect(await api.vehicles.get(thingId)).toMatchObject({
      nickName: 'Weekend bike',
      type: 'motorcycle',
      readOnly: false,
      ymme: { make: 'Honda', model: 'CB500F', licensePlate: 'B-WB 22' },
      tankCapacityL: 17,
      users: [{ _id: seedUsers.demo.id, firstName: 'Dana', isOwner: true }],
    });
  });

  it('refuses details the platform cannot take, changing nothing', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    const refused = [
      { ymme: { VIN: 'WVWZZZ1KZOW000001' } }, // an O in a VIN
      { ymme: { year: 1850 } },
      { tankCapacityL: 0 },
      { nextInspectionDate: '2027-02-30' },
      { nextInspectionDate: '1900-01-01' },
      { nextInspectionDate: '2099-01-01' },
      { carOdometerM: 1_000_000_001 },
    ];
    for (const fields of refused) {
      await expect(api.vehicles.update('thing-demo-golf', fields)).rejects.toMatchObject({ status: 422 });
    }
    expect((await api.vehicles.get('thing-demo-golf')).ymme).toMatchObject({ year: 2021 });
    await api.vehicles.update('thing-demo-golf', { ymme: { VIN: 'WVWZZZ1KZ0W000001' } });
    expect((await api.vehicles.get('thing-demo-golf')).ymme?.VIN).toBe('WVWZZZ1KZ0W000001');
  });

  it('shows a shared vehicle read-only: its mileage may be recorded, its details not, and it can be left', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    const clio = await api.vehicles.get('thing-jonas-clio');
    expect(clio.readOnly).toBe(true);
    expect(clio.users).toEqual([
      { _id: seedUsers.jonas.id, firstName: 'Jonas', lastName: 'Weber', isOwner: true },
      { _id: seedUsers.demo.id, firstName: 'Dana', lastName: 'Demo', isOwner: false },
    ]);
    await expect(api.vehicles.update('thing-jonas-clio', { nickName: 'Mine' })).rejects.toMatchObject({ status: 403 });
    await expect(api.vehicles.remove('thing-jonas-clio')).rejects.toMatchObject({ status: 403 });
    await expect(api.vehicles.removeUser('thing-jonas-clio', seedUsers.jonas.id)).rejects.toMatchObject({
      status: 403,
    });
    await api.vehicles.update('thing-jonas-clio', { carOdometerM: 62_400_000 });
    await api.vehicles.removeUser('thing-jonas-clio', seedUsers.demo.id);
    expect(await visibleAvatars(api)).not.toContain('thing-jonas-clio');
    await expect(api.vehicles.get('thing-jonas-clio')).rejects.toMatchObject({ status: 404 });
    const owner = await loggedIn(seedUsers.jonas.email);
    expect((await owner.vehicles.get('thing-jonas-clio')).users).toEqual([
      { _id: seedUsers.jonas.id, firstName: 'Jonas', lastName: 'Weber', isOwner: true },
    ]);
  });

  it('lets the owner remove another user, but not leave their own vehicle', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    await expect(api.vehicles.removeUser('thing-demo-golf', seedUsers.demo.id)).rejects.toMatchObject({ status: 409 });
    await api.vehicles.removeUser('thing-demo-golf', seedUsers.lena.id);
    const lena = await loggedIn(seedUsers.lena.email);
    expect(await visibleAvatars(lena)).toEqual([]);
    expect((await lena.users.getPreferences()).preferredThing).toBeNull();
  });

  it('lets the owner share a vehicle by e-mail with a registered driver, who then has it read-only', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    const refusal = (email: string) => api.vehicles.addUser('thing-demo-van', email).catch((error: unknown) => error);
    expect(await refusal('not an address')).toMatchObject({ status: 422 });
    expect(await refusal('nobody@forecourt.test')).toMatchObject({ status: 404, errorCodes: [172] });
    expect(await refusal(seedUsers.demo.email)).toMatchObject({ status: 409, errorCodes: [174] });
    await expect(api.vehicles.addUser('thing-jonas-clio', seedUsers.lena.email)).rejects.toMatchObject({
      status: 403,
    });

    const van = await api.vehicles.addUser('thing-demo-van', ' JONAS@forecourt.test ');
    expect(van.users).toEqual([
      { _id: seedUsers.demo.id, firstName: 'Dana', lastName: 'Demo', isOwner: true },
      { _id: seedUsers.jonas.id, firstName: 'Jonas', lastName: 'Weber', isOwner: false },
    ]);
    expect(await refusal(seedUsers.jonas.email)).toMatchObject({ status: 409, errorCodes: [173] });

    const jonas = await loggedIn(seedUsers.jonas.email);
    expect(await visibleAvatars(jonas)).toContain('thing-demo-van');
    expect(await jonas.vehicles.get('thing-demo-van')).toMatchObject({ readOnly: true, nickName: 'Van' });
    await expect(jonas.vehicles.update('thing-demo-van', { nickName: 'Mine' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('archives a deleted vehicle: gone from the list, kept with includeArchived, another one preferred', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    await api.vehicles.remove('thing-demo-golf');
    const preferences = await api.users.getPreferences();
    expect(preferences.thingAvatars?.map((avatar) => avatar.thingId)).toEqual(['thing-demo-van', 'thing-jonas-clio']);
    expect(preferences.preferredThing).toBe('thing-demo-van');
    const archived = await api.users.getPreferences({ includeArchived: true });
    expect(archived.thingAvatars).toContainEqual({ thingId: 'thing-demo-golf', isArchived: true });
  });

  it('looks up makes, models and fuel types by vehicle type, the usual fuel first', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    expect(await api.vehicles.makes('car')).toContainEqual({ id: 'volkswagen', name: 'Volkswagen' });
    expect(await api.vehicles.makes('motorcycle')).toContainEqual({ id: 'yamaha', name: 'Yamaha' });
    expect(await api.vehicles.makes('motorcycle')).not.toContainEqual({ id: 'volkswagen', name: 'Volkswagen' });
    expect(await api.vehicles.models('volkswagen', 'car')).toContainEqual({ id: 'golf', name: 'Golf' });
    const [usual] = await api.vehicles.fuelTypes('volkswagen', 'transporter', 'car');
    expect(usual).toEqual({ id: 'DIESEL', name: 'Diesel', tankCapacityL: 70 });
    await expect(api.vehicles.models('volkswagen', 'motorcycle')).rejects.toMatchObject({ status: 404 });
  });

  it('reaches the car errors: changes fail with 503, reads with 500, an unknown vehicle is not found', async () => {
    const api = await loggedIn(seedUsers.demo.email);
    await expect(api.vehicles.get('thing-nobody')).rejects.toMatchObject({ status: 404 });
    setScenarios(['vehicle-save-fails']);
    await expect(api.vehicles.createLite({ nickName: 'New', type: 'car' })).rejects.toMatchObject({ status: 503 });
    await expect(api.vehicles.update('thing-demo-van', { nickName: 'Bus' })).rejects.toMatchObject({ status: 503 });
    await expect(api.vehicles.remove('thing-demo-van')).rejects.toMatchObject({ status: 503 });
    setScenarios(['vehicle-load-fails']);
    await expect(api.vehicles.get('thing-demo-van')).rejects.toMatchObject({ status: 500 });
    setScenarios([]);
    expect((await api.vehicles.get('thing-demo-van')).nickName).toBe('Van');
  });
});
