import { beforeEach, describe, expect, it } from 'vitest';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, refusal, resetSandbox } from '../sandboxServer';

describe('the sandbox vouchers', () => {
  beforeEach(() => resetSandbox());

  it("lists the demo driver's active campaign before the inactive one, and activates the inactive one", async () => {
    const api = await loggedIn();
    const before = await api.vouchers.getCampaignParticipations();
    expect(before.map((voucher) => [voucher.name, voucher.status])).toEqual([
      ['Welcome: 5 ct/l off', 'ACTIVE'],
      ['Weekend: 3 ct/l off', 'INACTIVE'],
    ]);
    await api.vouchers.activateCampaign('campaign-weekend');
    const after = await api.vouchers.getCampaignParticipations();
    expect(after.every((voucher) => voucher.status === 'ACTIVE')).toBe(true);
    expect(await refusal(api.vouchers.activateCampaign('campaign-unknown'))).toMatchObject({ status: 404 });
  });

  it('answers each voucher code as the platform does', async () => {
    const api = await loggedIn();
    expect(await refusal(api.vouchers.addVoucher('USED2026'))).toEqual({
      status: 409,
      description: 'Voucher already redeemed',
    });
    expect(await refusal(api.vouchers.addVoucher('EXPIRED2025'))).toMatchObject({ status: 410 });
    expect(await refusal(api.vouchers.addVoucher('PAUSED2026'))).toMatchObject({ status: 422 });
    expect(await refusal(api.vouchers.addVoucher('NOSUCHCODE'))).toMatchObject({ status: 404 });
    // Only the platform's own form of a code is known.
    expect(await refusal(api.vouchers.addVoucher('forecourt-2030'))).toMatchObject({ status: 404 });

    const added = await api.vouchers.addVoucher('FORECOURT2030');
    expect(added).toMatchObject({ name: 'Forecourt 2030: 10 ct/l off', status: 'ACTIVE' });
    expect((await api.vouchers.getCampaignParticipations()).map((voucher) => voucher.id)).toContain(added.id);
    // A code is used once.
    expect(await refusal(api.vouchers.addVoucher('FORECOURT2030'))).toMatchObject({ status: 409 });
    expect(await refusal(api.vouchers.addVoucher('WELCOME5'))).toMatchObject({ status: 409 });
  });

  it("a custom voucher changes the account's payment features", async () => {
    const api = await loggedIn();
    const user = await api.users.getUser(seedUsers.demo.id);
    const fuelCard = async () =>
      (await api.users.getAccountFeatures(user.accountId ?? '')).find((f) => f.name === 'bookOnRydFuelCard')?.status;
    expect(await fuelCard()).toBe('DISABLED');
    expect(await api.vouchers.addVoucher('FLEET2030')).toMatchObject({ type: 'CUSTOM' });
    expect(await fuelCard()).toBe('ENABLED');
  });

  it('makes a referral code on demand for an account that has paid, and keeps it', async () => {
    const api = await loggedIn();
    const before = await api.vouchers.getReferralParticipation();
    expect(before.eligible).toBe(true);
    expect(before.referralCode).toBeUndefined();
    expect(before.progress.map((friend) => friend.status)).toEqual(['completed', 'in progress', 'accepted']);
    const { referralCode } = await api.vouchers.createReferralCode();
    expect(referralCode).toMatch(/^DANA[A-Z2-9]{4}$/);
    expect(await api.vouchers.createReferralCode()).toEqual({ referralCode });
    expect((await api.vouchers.getReferralParticipation()).referralCode).toBe(referralCode);
  });

  it('refuses a referral code before the first transaction', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    expect(await api.vouchers.getReferralParticipation()).toMatchObject({ eligible: false, progress: [] });
    expect(await refusal(api.vouchers.createReferralCode())).toMatchObject({ status: 403 });
  });
});
