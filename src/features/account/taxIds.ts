/**
 * Tax numbers of the twelve countries of SPEC.md section 3, checked by python-stdnum's rules (stdnum, its
 * JavaScript port): the format, the check digit and each number's own rules (a German tax id's digit
 * repetitions, an Italian VAT number's office code). A driver there gives one of the kinds listed; any of them
 * passes. Only the tax screen loads this module.
 */
import * as atUid from 'stdnum/lib/esm/at/uid';
import * as beVat from 'stdnum/lib/esm/be/vat';
import * as chUid from 'stdnum/lib/esm/ch/uid';
import * as chVat from 'stdnum/lib/esm/ch/vat';
import * as deIdnr from 'stdnum/lib/esm/de/idnr';
import * as deVat from 'stdnum/lib/esm/de/vat';
import * as dkCvr from 'stdnum/lib/esm/dk/cvr';
import * as esNif from 'stdnum/lib/esm/es/nif';
import * as frTva from 'stdnum/lib/esm/fr/tva';
import * as itCodiceFiscale from 'stdnum/lib/esm/it/codicefiscale';
import * as itIva from 'stdnum/lib/esm/it/iva';
import * as luTva from 'stdnum/lib/esm/lu/tva';
import * as nlBtw from 'stdnum/lib/esm/nl/btw';
import * as plNip from 'stdnum/lib/esm/pl/nip';
import * as ptNif from 'stdnum/lib/esm/pt/nif';
import * as z from 'zod/mini';
import { countryCodes } from '../../api/schemas';
import { type CountryCode, type FieldError, isCountryCode, requiredText } from './validation';

interface NumberKind {
  validate: (value: string) => { isValid: boolean };
}

/** The kinds of number that count as a tax id per country: VAT numbers, and personal tax ids where a driver has one. */
const taxIdKinds: Record<CountryCode, readonly NumberKind[]> = {
  AT: [atUid],
  BE: [beVat],
  CH: [chUid, chVat],
  DE: [deVat, deIdnr],
  DK: [dkCvr],
  ES: [esNif],
  FR: [frTva],
  IT: [itIva, itCodiceFiscale],
  LU: [luTva],
  NL: [nlBtw],
  PL: [plNip],
  PT: [ptNif],
};

/** Whether a tax number as typed (spaces, dots, dashes, the country's prefix or not) is valid in the country. */
export function isValidTaxId(value: string, country: CountryCode): boolean {
  const typed = value.trim().toUpperCase();
  if (!typed) return false;
  // "DE 136 695 976" and "136695976" are the same number: each kind is asked with and without the prefix.
  const forms = typed.startsWith(country) ? [typed, typed.slice(country.length)] : [typed, `${country}${typed}`];
  if (!taxIdKinds[country].some((kind) => forms.some((form) => kind.validate(form).isValid))) return false;
  // A Dutch number's unit suffix starts at 01 (python-stdnum refuses B00; its JavaScript port does not yet).
  return country !== 'NL' || !/B00$/.test(typed.replace(/[\s.-]/g, ''));
}

export const taxIdMax = 20;

export const taxSchema = z.object({ country: z.enum(countryCodes), taxId: requiredText(taxIdMax) }).check(
  z.superRefine(({ country, taxId }, context) => {
    if (taxId && taxId.length <= taxIdMax && !isValidTaxId(taxId, country))
      context.issues.push({ code: 'custom', message: 'invalidTaxId', path: ['taxId'], input: taxId });
  }),
);

export function taxIdError(value: string, country: string): FieldError | undefined {
  const result = taxSchema.safeParse({ country: isCountryCode(country) ? country : 'DE', taxId: value.trim() });
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  return message === 'required' || message === 'tooLong' || message === 'invalidTaxId' ? message : 'invalidTaxId';
}
