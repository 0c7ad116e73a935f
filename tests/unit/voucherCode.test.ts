import { describe, expect, it } from 'vitest';
import {
  hasOZeroConfusion,
  normaliseVoucherCode,
  voucherCodeCandidates,
} from '../../src/features/vouchers/voucherCode';

describe('voucher codes as typed', () => {
  it('ignores case, spaces and hyphens', () => {
    expect(normaliseVoucherCode(' forecourt-2030 ')).toBe('FORECOURT2030');
    expect(normaliseVoucherCode('Fore Court – 20 30')).toBe('FORECOURT2030');
    expect(normaliseVoucherCode(' - ')).toBe('');
  });

  it('tries the code as typed first, then O read as zero next to digits, then every O, then every zero', () => {
    expect(voucherCodeCandidates('forecourt 2o3o')).toEqual(['FORECOURT2O3O', 'FORECOURT2030', 'F0REC0URT2030']);
    expect(voucherCodeCandidates('welc0me5')).toEqual(['WELC0ME5', 'WELCOME5']);
  });

  it('gives each reading once, and none for an empty entry', () => {
    expect(voucherCodeCandidates('used-2026')).toEqual(['USED2026', 'USED2O26']);
    expect(voucherCodeCandidates('ABC')).toEqual(['ABC']);
    expect(voucherCodeCandidates('  ')).toEqual([]);
  });

  it('says when a code holds an O or a zero', () => {
    expect(hasOZeroConfusion('abc-0')).toBe(true);
    expect(hasOZeroConfusion('hello')).toBe(true);
    expect(hasOZeroConfusion('ABC-123')).toBe(false);
  });
});
