import { describe, expect, it } from 'vitest';
import { isOptedIn, levelName } from '../../src/features/benefits/optins';
import { cleanDetails, detailsErrors } from '../../src/features/profile/accountDetails';

describe('the account details form', () => {
  const valid = { firstName: 'Dana', lastName: 'Demo', companyName: '', email: 'dana@forecourt.test' };

  it('accepts a name, no company and an email', () => {
    expect(detailsErrors(valid)).toEqual({});
  });

  it('refuses a missing or invalid email as the registration does', () => {
    expect(detailsErrors({ ...valid, email: '' })).toEqual({ email: 'required' });
    expect(detailsErrors({ ...valid, email: 'dana@forecourt' })).toEqual({ email: 'invalidEmail' });
  });

  it('refuses a missing name and an overlong company', () => {
    expect(detailsErrors({ ...valid, lastName: '', companyName: 'x'.repeat(101) })).toEqual({
      lastName: 'required',
      companyName: 'tooLong',
    });
  });

  it('cleans names and trims the email before saving', () => {
    expect(
      cleanDetails({ firstName: ' Dana\u202e ', lastName: 'Demo  Dorn', companyName: ' ACME ', email: ' a@b.de ' }),
    ).toEqual({ firstName: 'Dana', lastName: 'Demo Dorn', companyName: 'ACME', email: 'a@b.de' });
  });
});

describe('the benefits opt-ins', () => {
  const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('takes part only when the latest answer for that opt-in is ACCEPTED', () => {
    expect(isOptedIn([], 'lottery')).toBe(false);
    const answers = [
      { name: 'lottery', action: 'ACCEPTED' as const, updatedAt: at(1) },
      { name: 'beta', action: 'ACCEPTED' as const, updatedAt: at(2) },
      { name: 'lottery', action: 'DECLINED' as const, updatedAt: at(3) },
    ];
    expect(isOptedIn(answers, 'lottery')).toBe(false);
    expect(isOptedIn(answers, 'beta')).toBe(true);
    expect(isOptedIn([...answers, { name: 'lottery', action: 'ACCEPTED', updatedAt: at(4) }], 'lottery')).toBe(true);
    expect(isOptedIn(answers, 'lottery-2027')).toBe(false);
  });

  it('translates the known levels and leaves others to be shown as given', () => {
    expect(levelName('silver')?.message).toBe('Silver');
    expect(levelName('platinum')).toBeUndefined();
    expect(levelName('toString')).toBeUndefined();
  });
});
