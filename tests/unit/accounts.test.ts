import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { accountErrorMarker } from '../../src/features/account/errors';
import { isValidTaxId, taxIdError } from '../../src/features/account/taxIds';
import { emailError, passwordAdvice, passwordError, repeatError } from '../../src/features/account/validation';

const http = (status: number, errorCodes: number[] = [], errorDescription?: string) =>
  new ApiError({ kind: 'http', path: '/x', status, errorCodes, errorDescription });

describe('password rules', () => {
  it('accepts 8 to 40 characters and refuses shorter, longer or empty ones', () => {
    expect(passwordError('')).toBe('required');
    expect(passwordError('1234567')).toBe('passwordLength');
    expect(passwordError('12345678')).toBeUndefined();
    expect(passwordError('x'.repeat(40))).toBeUndefined();
    expect(passwordError('x'.repeat(41))).toBe('passwordLength');
  });

  it('needs the repeat to match', () => {
    expect(repeatError('Secret-123', '')).toBe('required');
    expect(repeatError('Secret-123', 'Secret-124')).toBe('passwordMismatch');
    expect(repeatError('Secret-123', 'Secret-123')).toBeUndefined();
  });

  it('advises upper and lower case, digits and specials', () => {
    expect(passwordAdvice('abcdefgh')).toEqual({
      length: true,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    });
    expect(Object.values(passwordAdvice('Abcdef-1')).every(Boolean)).toBe(true);
  });
});

describe('email and tax rules', () => {
  it('requires a valid email', () => {
    expect(emailError(' ')).toBe('required');
    expect(emailError('dana@')).toBe('invalidEmail');
    expect(emailError('dana@forecourt')).toBe('invalidEmail');
    expect(emailError('dana@forecourt.test')).toBeUndefined();
  });

  it('checks a Portuguese tax number with its check digit, whatever its first digits (3, 40, 41, 73, 76, 78 too)', () => {
    for (const nif of [
      '123456789',
      '501964843',
      '300000006',
      '400000008',
      '410000000',
      '730000001',
      '760000000',
      '780000005',
    ])
      expect(isValidTaxId(nif, 'PT'), nif).toBe(true);
    expect(isValidTaxId('123456780', 'PT')).toBe(false);
    expect(isValidTaxId('12345678', 'PT')).toBe(false);
    expect(isValidTaxId('323456789', 'PT')).toBe(false);
    expect(taxIdError('123456780', 'PT')).toBe('invalidTaxId');
    expect(taxIdError('DE136695976', 'DE')).toBeUndefined();
    expect(taxIdError('DE123456789', 'DE')).toBe('invalidTaxId');
    expect(taxIdError('', 'DE')).toBe('required');
  });
});

describe('login and registration error markers', () => {
  it('maps errorCodes 125 and 127 on the local login to wrong_login_details', () => {
    expect(accountErrorMarker(http(401, [125]), 'local')).toBe('wrong_login_details');
    expect(accountErrorMarker(http(401, [127]), 'local')).toBe('wrong_login_details');
  });

  it('maps code 127 on the OpenID login to not_registered', () => {
    expect(accountErrorMarker(http(401, [127], 'Incorrect credentials'), 'openId')).toBe('not_registered');
  });

  it('maps an existing email on registration to email_has_account', () => {
    expect(accountErrorMarker(http(409, [120], 'Already registered'), 'register')).toBe('email_has_account');
  });

  it('falls back to the generic message for network errors and server failures', () => {
    expect(accountErrorMarker(new ApiError({ kind: 'network', path: '/x' }), 'local')).toBe('generic');
    expect(accountErrorMarker(http(500), 'local')).toBe('generic');
    expect(accountErrorMarker(new Error('boom'), 'register')).toBe('generic');
  });
});
