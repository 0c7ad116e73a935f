import { beforeEach, describe, expect, it } from 'vitest';
import type { PartnerSignUpRequest } from '../../src/api/loyalty';
import { seedUsers } from '../../src/sandbox/seed';
import { loggedIn, refusalCodes, resetSandbox, sandbox } from '../sandboxServer';

/** A birth date `years` years before today (UTC), shifted by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const signUp = (fields: Partial<PartnerSignUpRequest> = {}): PartnerSignUpRequest => ({
  loyaltyProgramId: 'loyalty-driveclub',
  email: 'demo@forecourt.test',
  firstName: 'Dana',
  lastName: 'Demo',
  country: 'DE',
  language: 'en',
  confirmedMinimumAge: true,
  ...fields,
});

describe('the sandbox loyalty programmes', () => {
  beforeEach(() => resetSandbox());

  it('offers a manual programme, a partner programme and one that takes no new members, in the account features', async () => {
    const api = await loggedIn();
    const programs = await api.loyalty.programs(`account-${seedUsers.demo.id}`);
    expect(programs.map((program) => [program.name, program.kind, program.blockNewSubscriptions])).toEqual([
      ['FuelPoints', 'MANUAL', false],
      ['DriveClub', 'PARTNER', false],
      ['TankPass', 'MANUAL', true],
    ]);
  });

  it("lists the demo driver's card only, and adds a FuelPoints card once", async () => {
    const api = await loggedIn();
    expect(await api.loyalty.list()).toEqual([
      {
        _id: 'loyalty-demo-fuelpoints',
        loyaltyProgramId: 'loyalty-fuelpoints',
        programName: 'FuelPoints',
        cardNumber: '7001234567890123',
        email: 'demo@forecourt.test',
      },
    ]);
    const add = (cardNumber: string) => api.loyalty.subscribe({ loyaltyProgramId: 'loyalty-fuelpoints', cardNumber });
    // A wrong check digit, a wrong length, spaces: the platform takes only the card's digits.
    expect(await refusalCodes(add('7001555500001118'))).toEqual({ status: 422, codes: [474] });
    expect(await refusalCodes(add('700155550000111'))).toEqual({ status: 422, codes: [474] });
    expect(await refusalCodes(add('7001 5555 0000 1117'))).toEqual({ status: 422, codes: [474] });
    // Jonas's card is registered to him.
    expect(await refusalCodes(add('7001987654321019'))).toEqual({ status: 409, codes: [473] });

    const added = await add('7001555500001117');
    expect(added).toMatchObject({
      programName: 'FuelPoints',
      cardNumber: '7001555500001117',
      email: 'demo@forecourt.test',
    });
    expect((await api.loyalty.list()).map((subscription) => subscription.cardNumber)).toEqual([
      '7001234567890123',
      '7001555500001117',
    ]);
    expect(await refusalCodes(add('7001555500001117'))).toEqual({ status: 409, codes: [473] });

    const jonas = await loggedIn(seedUsers.jonas.email);
    expect((await jonas.loyalty.list()).map((subscription) => subscription.cardNumber)).toEqual(['7001987654321019']);
  });

  it('refuses new members of a blocked programme and an unknown programme', async () => {
    const api = await loggedIn();
    expect(
      await refusalCodes(
        api.loyalty.subscribe({ loyaltyProgramId: 'loyalty-tankpass', cardNumber: '7001555500001117' }),
      ),
    ).toEqual({ status: 422, codes: [476] });
    expect(
      await refusalCodes(
        api.loyalty.subscribe({ loyaltyProgramId: 'loyalty-nothing', cardNumber: '7001555500001117' }),
      ),
    ).toEqual({ status: 404, codes: [470] });
  });

  it('removes only the driver’s own subscription', async () => {
    const api = await loggedIn();
    expect(await refusalCodes(api.loyalty.unsubscribe('loyalty-jonas-fuelpoints'))).toMatchObject({ status: 404 });
    await api.loyalty.unsubscribe('loyalty-demo-fuelpoints');
    expect(await api.loyalty.list()).toEqual([]);
    expect(await refusalCodes(api.loyalty.unsubscribe('loyalty-demo-fuelpoints'))).toMatchObject({ status: 404 });
  });

  it('the partner sign-up refuses a driver under 16, a customer it has, a card it does not know', async () => {
    const api = await loggedIn();
    expect(await refusalCodes(api.loyalty.subscribe(signUp({ birthDate: bornYearsAgo(16, 1) })))).toEqual({
      status: 422,
      codes: [475],
    });
    expect(await refusalCodes(api.loyalty.subscribe(signUp({ email: 'member@driveclub.test' })))).toEqual({
      status: 409,
      codes: [471],
    });
    expect(await refusalCodes(api.loyalty.subscribe(signUp({ cardNumber: '5010000000000007' })))).toEqual({
      status: 404,
      codes: [472],
    });
    expect(await refusalCodes(api.loyalty.subscribe(signUp({ country: 'US' })))).toEqual({ status: 422, codes: [477] });
    expect(await api.loyalty.list()).toHaveLength(1);
  });

  it('the partner signs up a driver of 16 today with a new card, once', async () => {
    const api = await loggedIn();
    const joined = await api.loyalty.subscribe(signUp({ birthDate: bornYearsAgo(16), gender: 'FEMALE' }));
    expect(joined).toMatchObject({ programName: 'DriveClub', email: 'demo@forecourt.test' });
    expect(joined.cardNumber).toMatch(/^5010\d{12}$/);
    expect(await refusalCodes(api.loyalty.subscribe(signUp()))).toEqual({ status: 409, codes: [471] });
  });

  it('the partner links the card of a customer it has', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const joined = await api.loyalty.subscribe(
      signUp({ cardNumber: '5010123456789012', email: 'fresh@forecourt.test' }),
    );
    expect(joined.cardNumber).toBe('5010123456789012');
  });

  it('with loyalty-save-fails, joining and leaving answer 503 and change nothing', async () => {
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['loyalty-save-fails'];
    });
    const api = await loggedIn();
    expect(await refusalCodes(api.loyalty.subscribe(signUp()))).toEqual({ status: 503, codes: [478] });
    expect(await refusalCodes(api.loyalty.unsubscribe('loyalty-demo-fuelpoints'))).toMatchObject({ status: 503 });
    expect(await api.loyalty.list()).toHaveLength(1);
  });
});
