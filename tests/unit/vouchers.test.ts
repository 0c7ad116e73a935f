import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { referralLink, shareInvitation } from '../../src/features/vouchers/referral';
import { voucherRefusal } from '../../src/features/vouchers/voucherRefusal';

const refused = (status: number) => new ApiError({ kind: 'http', path: '/v4/vouchers/vouchers', status });

describe('a refused voucher code', () => {
  it('is told apart by what the platform answered', () => {
    expect(voucherRefusal(refused(409))).toBe('redeemed');
    expect(voucherRefusal(refused(404))).toBe('notVerified');
    expect(voucherRefusal(refused(410))).toBe('expired');
    expect(voucherRefusal(refused(422))).toBe('notActivated');
    expect(voucherRefusal(refused(500))).toBe('notActivated');
  });

  it('is a lost connection when the request never got an answer', () => {
    expect(voucherRefusal(new ApiError({ kind: 'network', path: '/v4/vouchers/vouchers' }))).toBe('offline');
    expect(voucherRefusal(new ApiError({ kind: 'timeout', path: '/v4/vouchers/vouchers' }))).toBe('offline');
  });
});

describe('sharing a referral code', () => {
  const invitation = {
    title: 'Forecourt',
    text: 'Use my code DANAXY23',
    url: referralLink('https://app.test', 'DANAXY23'),
  };

  it('links to the e-mail sign-up with the code', () => {
    expect(invitation.url).toBe('https://app.test/register/mail?referralCode=DANAXY23');
  });

  it('uses the share sheet where the browser has one', async () => {
    const shared: unknown[] = [];
    expect(await shareInvitation({ share: async (data) => void shared.push(data) }, invitation)).toBe('shared');
    expect(shared).toEqual([invitation]);
  });

  it('is cancelled, not failed, when the driver closes the share sheet', async () => {
    const share = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    expect(await shareInvitation({ share, clipboard }, invitation)).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('copies the text and the link where there is no share sheet, or the share is refused', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    expect(await shareInvitation({ clipboard }, invitation)).toBe('copied');
    const refusedShare = async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    };
    expect(await shareInvitation({ share: refusedShare, clipboard }, invitation)).toBe('copied');
    expect(copied).toEqual([
      'Use my code DANAXY23 https://app.test/register/mail?referralCode=DANAXY23',
      'Use my code DANAXY23 https://app.test/register/mail?referralCode=DANAXY23',
    ]);
  });

  it('fails when neither works', async () => {
    const clipboard = {
      writeText: async () => {
        throw new Error('denied');
      },
    };
    expect(await shareInvitation({ clipboard }, invitation)).toBe('failed');
    expect(await shareInvitation({}, invitation)).toBe('failed');
  });
});
