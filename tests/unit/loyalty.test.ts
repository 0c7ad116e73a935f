import { describe, expect, it } from 'vitest';
import { programsOffered } from '../../src/api/loyalty';
import { AccountFeatures } from '../../src/api/schemas';
import {
  cardNumberDigits,
  cardNumberProblem,
  isSubscriptionOf,
  maskCardNumber,
} from '../../src/features/loyalty/loyaltyCard';
import { ageOn, birthDateProblem } from '../../src/features/loyalty/signUpAge';

describe('a loyalty card number', () => {
  it('is required', () => {
    expect(cardNumberProblem('', 16)).toBe('required');
    expect(cardNumberProblem('  - ', 16)).toBe('required');
  });

  it('forgives spaces and hyphens as printed on the card', () => {
    expect(cardNumberDigits(' 7001 5555-0000 1117 ')).toBe('7001555500001117');
    expect(cardNumberProblem('7001 5555 0000 1117', 16)).toBeUndefined();
    expect(cardNumberProblem('7001-5555-0000-1117', 16)).toBeUndefined();
  });

  it("needs the programme's number of digits and a right check digit", () => {
    expect(cardNumberProblem('7001 5555 0000 1118', 16)).toBe('checkDigit');
    // Two digits swapped: the check digit finds it too.
    expect(cardNumberProblem('7001 5555 0000 1171', 16)).toBe('checkDigit');
    expect(cardNumberProblem('7001 5555 0000 111', 16)).toBe('format');
    expect(cardNumberProblem('7001 5555 0000 11170', 16)).toBe('format');
    expect(cardNumberProblem('7001 5555 0000 111O', 16)).toBe('format');
    // A 17-digit number with a right check digit fits a programme of 17 digits only.
    expect(cardNumberProblem('70015555000011170', 17)).toBeUndefined();
    expect(cardNumberProblem('70015555000011170', 16)).toBe('format');
  });

  it('is shown with its last four digits only', () => {
    expect(maskCardNumber('7001234567890123')).toBe('•••• 0123');
    expect(maskCardNumber('123')).toBe('123');
  });
});

describe('a subscription of a programme', () => {
  const program = {
    _id: 'loyalty-driveclub',
    name: 'DriveClub',
    provider: 'DriveClub Partners GmbH',
    kind: 'PARTNER',
    blockNewSubscriptions: false,
    cardNumberLength: 16,
  } as const;

  it('is matched by the programme id, or by its name when the platform gives no id', () => {
    const card = { _id: 's1', cardNumber: '5010123456789012', programName: 'DriveClub' };
    expect(isSubscriptionOf({ ...card, loyaltyProgramId: 'loyalty-driveclub' }, program)).toBe(true);
    expect(isSubscriptionOf({ ...card, loyaltyProgramId: 'loyalty-other' }, program)).toBe(false);
    expect(isSubscriptionOf(card, program)).toBe(true);
    expect(isSubscriptionOf({ ...card, programName: 'FuelPoints' }, program)).toBe(false);
  });
});

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('the partner sign-up age', () => {
  it('is 16 on the 16th birthday, not the day before', () => {
    expect(ageOn('2010-11-24', day(2026, 11, 24))).toBe(16);
    expect(ageOn('2010-11-24', day(2026, 11, 23))).toBe(15);
    expect(birthDateProblem('2010-11-24', day(2026, 11, 24))).toBeUndefined();
    expect(birthDateProblem('2010-11-25', day(2026, 11, 24))).toBe('tooYoung');
  });

  it('is 16 on 29 February for a 29 February birth, and the day before is not enough', () => {
    expect(ageOn('2008-02-29', day(2024, 2, 28))).toBe(15);
    expect(ageOn('2008-02-29', day(2024, 2, 29))).toBe(16);
    expect(birthDateProblem('2008-02-29', day(2024, 2, 28))).toBe('tooYoung');
    expect(birthDateProblem('2008-02-29', day(2024, 2, 29))).toBeUndefined();
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    // Sixteen years after a leap year is a leap year, except across a century: 2084 → 2100.
    expect(ageOn('2084-02-29', day(2100, 2, 28))).toBe(15);
    expect(ageOn('2084-02-29', day(2100, 3, 1))).toBe(16);
    expect(ageOn('2008-02-29', day(2025, 2, 28))).toBe(16);
    expect(ageOn('2008-02-29', day(2025, 3, 1))).toBe(17);
    // 29 February of a common year is no birth date.
    expect(ageOn('2010-02-29', day(2026, 3, 1))).toBeUndefined();
  });

  it('refuses dates that are no real day or still to come; an empty one is not checked here', () => {
    expect(birthDateProblem('2010-13-01', day(2026, 11, 24))).toBe('invalid');
    expect(birthDateProblem('24.11.2010', day(2026, 11, 24))).toBe('invalid');
    expect(birthDateProblem('2027-01-01', day(2026, 11, 24))).toBe('future');
    expect(birthDateProblem('', day(2026, 11, 24))).toBeUndefined();
  });
});

describe('the programmes offered', () => {
  const fuelPoints = {
    _id: 'p1',
    name: 'FuelPoints',
    provider: 'FP',
    kind: 'MANUAL',
    blockNewSubscriptions: false,
    cardNumberLength: 16,
  };

  it("are read from the loyalty feature's payload, leaving out one the app cannot read", () => {
    const features = AccountFeatures.parse([
      { name: 'someFeatureOfTomorrow', status: 'BETA' },
      {
        name: 'loyaltyPrograms',
        status: 'ENABLED',
        payload: { programs: [fuelPoints, { _id: 'p2', name: 'Broken' }] },
      },
    ]);
    expect(programsOffered(features)).toEqual([fuelPoints]);
  });

  it('are none when the feature is off or carries no list', () => {
    expect(
      programsOffered([{ name: 'loyaltyPrograms', status: 'DISABLED', payload: { programs: [fuelPoints] } }]),
    ).toEqual([]);
    expect(programsOffered([{ name: 'loyaltyPrograms', status: 'ENABLED' }])).toEqual([]);
    expect(programsOffered([])).toEqual([]);
  });
});
