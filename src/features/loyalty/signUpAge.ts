/**
 * The partner sign-up's minimum age (SPEC.md sections 5 and 9: 16 or older), by the calendar of the driver's day.
 * Someone born on 29 February has their birthday on 1 March in other years: they are 16 from 1 March.
 */
export const minimumSignUpAge = 16;

/** A `YYYY-MM-DD` date as its parts, or undefined when it is no real day. */
export function parseDay(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Full years of age on `today` (its local calendar day), or undefined for an invalid birth date. */
export function ageOn(birthDate: string, today: Date): number | undefined {
  const born = parseDay(birthDate);
  if (!born) return undefined;
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const birthdayToCome = month < born.month || (month === born.month && day < born.day);
  return year - born.year - (birthdayToCome ? 1 : 0);
}

export type BirthDateProblem = 'invalid' | 'future' | 'tooYoung';

/** Why a birth date is refused for the sign-up, or undefined when the driver is old enough (or gave none). */
export function birthDateProblem(birthDate: string, today: Date): BirthDateProblem | undefined {
  if (birthDate === '') return undefined;
  const age = ageOn(birthDate, today);
  if (age === undefined) return 'invalid';
  if (age < 0) return 'future';
  if (age < minimumSignUpAge) return 'tooYoung';
  return undefined;
}
