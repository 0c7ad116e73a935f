import { describe, expect, it } from 'vitest';
import { countryCodes } from '../../src/api/schemas';
import { addressErrors, cleanAddress } from '../../src/features/account/address';
import { taxIdError } from '../../src/features/account/taxIds';
import { nameError, postcodeFormats, sanitizeName, taxIdExamples } from '../../src/features/account/validation';

const address = {
  firstName: 'Dana',
  lastName: 'Demo',
  street: 'Invalidenstraße',
  houseNumber: '10',
  zip: '10115',
  city: 'Berlin',
  countryCode: 'DE',
};

describe('sanitizeName', () => {
  it('removes bidi controls, so a right-to-left override cannot reverse a shown name', () => {
    expect(sanitizeName('\u202eeoD nhoJ')).toBe('eoD nhoJ');
    expect(sanitizeName('Ann\u2066a\u2069 \u200fMaria\u200e')).toBe('Anna Maria');
    expect(sanitizeName('A\u061cli')).toBe('Ali');
  });

  it('turns control characters and line breaks into single spaces and trims', () => {
    expect(sanitizeName('  Anna\n\tMaria\u0000 \u2028Schmidt\u0007 ')).toBe('Anna Maria Schmidt');
    expect(sanitizeName('\u0000\u0001\u202e')).toBe('');
  });

  it('removes invisible marks but keeps the joiners scripts and emoji need', () => {
    expect(sanitizeName('Jo\u200bhn\ufeff')).toBe('John');
    expect(sanitizeName('👩\u200d🔧 Mia')).toBe('👩\u200d🔧 Mia');
    expect(sanitizeName('मि\u200cत्र')).toBe('मि\u200cत्र');
  });

  it('keeps names in every alphabet as they are', () => {
    for (const name of ['Zoë Ångström', 'Łukasz Żółć', 'José Núñez', 'محمد', 'O’Brien-Smith'])
      expect(sanitizeName(name)).toBe(name);
  });
});

describe('names', () => {
  it('needs a name with a letter of at most 50 characters', () => {
    expect(nameError('')).toBe('required');
    expect(nameError('Dana')).toBeUndefined();
    expect(nameError('x'.repeat(50))).toBeUndefined();
    expect(nameError('x'.repeat(51))).toBe('tooLong');
    expect(nameError('<>')).toBe('invalidName');
    expect(nameError('123')).toBe('invalidName');
  });
});

describe('address', () => {
  it('accepts a complete address, with or without email and phone', () => {
    expect(addressErrors(address)).toEqual({});
    expect(addressErrors({ ...address, email: 'dana@forecourt.test', phone: '+49 30 1234567' })).toEqual({});
    expect(addressErrors({ ...address, email: '', phone: '' })).toEqual({});
  });

  it('names each missing field', () => {
    expect(addressErrors({ countryCode: 'DE' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      street: 'required',
      houseNumber: 'required',
      zip: 'required',
      city: 'required',
    });
  });

  it('limits the length of every field', () => {
    const long = 'x'.repeat(2_100);
    const errors = addressErrors(
      cleanAddress({ ...address, street: long, city: long, company: long, additionalLine: long, lastName: long }),
    );
    expect(errors).toEqual({
      street: 'tooLong',
      city: 'tooLong',
      company: 'tooLong',
      additionalLine: 'tooLong',
      lastName: 'tooLong',
    });
    expect(addressErrors({ ...address, houseNumber: '1'.repeat(11) })).toEqual({ houseNumber: 'tooLong' });
  });

  it('checks email and phone when given', () => {
    expect(addressErrors({ ...address, email: 'dana@' })).toEqual({ email: 'invalidEmail' });
    expect(addressErrors({ ...address, phone: 'call me' })).toEqual({ phone: 'invalidPhone' });
    expect(addressErrors({ ...address, phone: '12' })).toEqual({ phone: 'invalidPhone' });
    expect(addressErrors({ ...address, phone: '+351 912 345 678' })).toEqual({});
  });

  it.each([
    ['DE', '10115', ['1011', '101155', '<b>1</b>', '1O115']],
    ['AT', '1010', ['0100', '10100']],
    ['BE', '1000', ['0999', '100']],
    ['CH', '8001', ['80010']],
    ['DK', '1050', ['105']],
    ['ES', '28013', ['53001', '2801']],
    ['FR', '75001', ['7500']],
    ['IT', '00184', ['0018']],
    ['LU', 'L-1111', ['11111']],
    ['NL', '1012 AB', ['1012', '0123 AB', '1012 SS']],
    ['PL', '00-950', ['00950', '0-950']],
    ['PT', '1100-148', ['1100148', '1100']],
  ])('checks a postcode in %s', (countryCode, valid, invalid) => {
    expect(addressErrors({ ...address, countryCode, zip: valid })).toEqual({});
    for (const zip of invalid)
      expect(addressErrors({ ...address, countryCode, zip }), zip).toEqual({ zip: 'invalidPostcode' });
  });

  it('has a valid example postcode for every country offered', () => {
    for (const countryCode of countryCodes)
      expect(addressErrors({ ...address, countryCode, zip: postcodeFormats[countryCode].example })).toEqual({});
  });

  it('cleans what it saves: names and every line sanitised, the postcode in upper case', () => {
    expect(
      cleanAddress({
        ...address,
        firstName: ' \u202eDana\n',
        city: 'Ber\u0000lin',
        zip: '1012 ab ',
        countryCode: 'NL',
      }),
    ).toEqual({ ...address, firstName: 'Dana', city: 'Ber lin', zip: '1012 AB', countryCode: 'NL' });
  });
});

describe('tax numbers', () => {
  it('has a valid example for every country offered', () => {
    for (const country of countryCodes) {
      const example = taxIdExamples[country];
      expect(taxIdError(example, country), `${country} ${example}`).toBeUndefined();
    }
  });

  it.each([
    [
      'DE',
      ['DE136695976', '136695976', 'DE 136 695 976', '65929970489'],
      ['-1', '136695977', '1234', 'DE13669597', '<script>'],
    ],
    ['AT', ['ATU13585627', 'U13585627'], ['AT13585627', '-1']],
    ['BE', ['BE0417497106', '0417.497.106'], ['BE0417497107']],
    ['CH', ['CHE-116.281.710 MWST', 'CHE116281710'], ['CHE-116.281.711']],
    ['DK', ['DK13585628', '13 58 56 28'], ['13585627']],
    ['ES', ['ESA28015865', 'B12345674', 'X1234567L'], ['B12345678', '123456789', '-1']],
    ['FR', ['FR40303265045', 'FRK7399859412'], ['FR41303265045', '303265045']],
    ['IT', ['IT00743110157', 'RSSMRA85T10A562S'], ['00743110158']],
    ['LU', ['LU15027442'], ['LU15027443']],
    ['NL', ['NL004495445B01'], ['NL004495445']],
    ['PL', ['PL5260250995', '526-025-09-95'], ['5260250996']],
    ['PT', ['501964843', 'PT 501 964 843'], ['123456780', '-1']],
  ])('checks the format and check digit in %s', (country, valid, invalid) => {
    for (const taxId of valid) expect(taxIdError(taxId, country), taxId).toBeUndefined();
    for (const taxId of invalid) expect(taxIdError(taxId, country), taxId).toBe('invalidTaxId');
  });

  it('needs a number of at most 20 characters', () => {
    expect(taxIdError('', 'DE')).toBe('required');
    expect(taxIdError('  ', 'DE')).toBe('required');
    expect(taxIdError('1'.repeat(21), 'DE')).toBe('tooLong');
  });

  it('reads a number with or without its country prefix and separators', () => {
    expect(taxIdError('de 136.695-976', 'DE')).toBeUndefined();
    expect(taxIdError('CHE-116.281.710 MWST', 'CH')).toBeUndefined();
  });
});
