import { beforeEach, describe, expect, it } from 'vitest';
import { pointsFor, rewardLevel } from '../../src/sandbox/handlers/benefits';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, refusal, resetSandbox, sandbox } from '../sandboxServer';

const setScenarios = (...names: ('benefits-consent-fails' | 'account-delete-fails')[]) =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = names;
  });

describe('the sandbox account: profile, copy of the data, deletion', () => {
  beforeEach(() => resetSandbox());

  it('keeps a changed name, company, email and marketing permissions', async () => {
    const api = await loggedIn();
    const { id } = await api.users.getUser(seedUsers.demo.id);
    await api.users.updateUser(id, {
      firstName: 'Dana',
      lastName: 'Dorn',
      companyName: 'Dorn Logistik',
      email: 'Dana.Dorn@forecourt.test',
      marketingPermissions: { email: false, push: true },
    });
    expect(await api.users.getUser(id)).toMatchObject({
      lastName: 'Dorn',
      companyName: 'Dorn Logistik',
      email: 'dana.dorn@forecourt.test',
      marketingPermissions: { email: false, push: true },
    });
    // The new address logs in; the old one no longer does.
    await expect(loggedIn('dana.dorn@forecourt.test')).resolves.toBeDefined();
    expect(await refusal(loggedIn(seedUsers.demo.email))).toMatchObject({ status: 401 });
  });

  it("refuses an invalid email and another account's email", async () => {
    const api = await loggedIn();
    expect(await refusal(api.users.updateUser(seedUsers.demo.id, { email: 'dana@' }))).toMatchObject({ status: 422 });
    expect(await refusal(api.users.updateUser(seedUsers.demo.id, { email: seedUsers.fresh.email }))).toEqual({
      status: 409,
      description: 'Already registered',
    });
    expect((await api.users.getUser(seedUsers.demo.id)).email).toBe(seedUsers.demo.email);
  });

  it('refuses a tax id of emoji or other characters no tax number has', async () => {
    const api = await loggedIn();
    for (const taxId of ['😀😀😀😀😀😀😀😀😀', '<b>136695976</b>', '1'.repeat(21)]) {
      expect(
        await refusal(api.users.updateUser(seedUsers.demo.id, { taxInfo: { country: 'DE', taxId } })),
      ).toMatchObject({ status: 422 });
    }
    await api.users.updateUser(seedUsers.demo.id, { taxInfo: { country: 'DE', taxId: 'DE 136 695 976' } });
  });

  it('records a request for a copy of the data, with the vehicle', async () => {
    const api = await loggedIn();
    await api.users.requestDataDump('thing-demo-golf');
    expect(sandbox.context.store.data.users[seedUsers.demo.id]?.dataDumpRequests).toEqual([
      expect.objectContaining({ thingId: 'thing-demo-golf', email: seedUsers.demo.email }),
    ]);
    // Not someone else's vehicle.
    expect(await refusal(api.users.requestDataDump('thing-jonas-clio-unknown'))).toMatchObject({ status: 403 });
  });

  it('deletes the account with everything in it: the login, the sessions, the payment methods', async () => {
    const api = await loggedIn(seedUsers.leaving.email);
    await api.cloud.deleteUser();
    const data = sandbox.context.store.data;
    expect(data.users[seedUsers.leaving.id]).toBeUndefined();
    expect(Object.values(data.tokens).some((token) => token.userId === seedUsers.leaving.id)).toBe(false);
    expect(data.paymentMethods['pm-leaving-visa']).toBeUndefined();
    expect(await refusal(api.users.getUser(seedUsers.leaving.id))).toMatchObject({ status: 401 });
    expect(await refusal(loggedIn(seedUsers.leaving.email))).toMatchObject({ status: 401 });
  });

  it('deleting the demo account removes her vehicles and takes her off vehicles shared with her', async () => {
    const api = await loggedIn();
    await api.cloud.deleteUser();
    const { things, users } = sandbox.context.store.data;
    expect(things['thing-demo-golf']).toBeUndefined();
    expect(things['thing-jonas-clio']?.users).toEqual([seedUsers.jonas.id]);
    expect(users[seedUsers.lena.id]?.preferences.preferredThing).toBeNull();
  });

  it('under account-delete-fails keeps the account and answers 500 to both', async () => {
    const api = await loggedIn();
    setScenarios('account-delete-fails');
    expect(await refusal(api.cloud.deleteUser())).toMatchObject({ status: 500 });
    expect(await refusal(api.users.requestDataDump(undefined))).toMatchObject({ status: 500 });
    expect(sandbox.context.store.data.users[seedUsers.demo.id]).toBeDefined();
    await expect(loggedIn()).resolves.toBeDefined();
  });
});

describe('the sandbox benefits', () => {
  beforeEach(() => resetSandbox());

  it('gives one point per whole euro and a level by points', () => {
    expect(pointsFor([50, 12.99, -3])).toBe(62);
    expect([0, 249, 250, 999, 1000].map(rewardLevel)).toEqual(['bronze', 'bronze', 'silver', 'silver', 'gold']);
  });

  it("answers the demo driver's points and level", async () => {
    const api = await loggedIn();
    expect(await api.vouchers.getRewardsStatus()).toEqual({ points: 180, level: 'bronze' });
  });

  it('keeps the latest answer per opt-in, and only the opt-ins the account offers', async () => {
    const api = await loggedIn();
    expect(await api.vouchers.getOptins('lottery')).toEqual([]);
    await api.vouchers.setOptin('lottery', 'ACCEPTED');
    await api.vouchers.setOptin('beta', 'ACCEPTED');
    await api.vouchers.setOptin('lottery', 'DECLINED');
    expect((await api.vouchers.getOptins('lottery')).map((optin) => optin.action)).toEqual(['DECLINED']);
    expect((await api.vouchers.getOptins('beta')).map((optin) => optin.action)).toEqual(['ACCEPTED']);
    expect(await refusal(api.vouchers.setOptin('newsletter', 'ACCEPTED'))).toMatchObject({ status: 422 });
  });

  it('refuses benefits to an account without gamification', async () => {
    const api = await loggedIn(seedUsers.leaving.email);
    expect(await refusal(api.vouchers.getRewardsStatus())).toMatchObject({ status: 403 });
    expect(await refusal(api.vouchers.setOptin('lottery', 'ACCEPTED'))).toMatchObject({ status: 403 });
  });

  it('under benefits-consent-fails stores no opt-in', async () => {
    const api = await loggedIn();
    setScenarios('benefits-consent-fails');
    expect(await refusal(api.vouchers.setOptin('lottery', 'ACCEPTED'))).toMatchObject({ status: 503 });
    expect(await api.vouchers.getOptins('lottery')).toEqual([]);
  });
});
