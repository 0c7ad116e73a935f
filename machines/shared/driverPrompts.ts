/**
 * What a fuel card's issuer asks the driver before it pays (SPEC.md section 5, odometer: "VIN is required when
 * the level is 2 or more. Mileage is asked for levels 1 and 3."). Level 0 (or none) asks nothing.
 */
export type PromptLevel = 0 | 1 | 2 | 3;

/** 17 characters, letters and digits without I, O and Q (ISO 3779). */
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The VIN as written on the car: capitals, no spaces. */
export const normalizeVin = (value: string) => value.replace(/\s/g, '').toUpperCase();
export const isVin = (value: string) => vinPattern.test(normalizeVin(value));

export const asksVin = (level: number | undefined) => (level ?? 0) >= 2;
export const asksMileage = (level: number | undefined) => level === 1 || level === 3;
