/** Short unit labels of order quantities (litres, kilowatt hours, kilograms, minutes); a count has none. */
export const unitLabels: Record<string, string> = { LTR: 'l', KWH: 'kWh', KGM: 'kg', COUNT: '', MIN: 'min' };
