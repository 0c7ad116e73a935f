/**
 * Which hint a chosen pump shows (SPEC.md section 2), and which the driver has already seen on this device. The
 * dialog itself (HintDialog.tsx) loads when a hint is shown.
 */
import type { PumpHint } from '../../../../machines/pumpChoice';
import type { Product } from '../../../api/schemas';
import { storageKeys } from '../../../storageKeys';

/** The three hint screens of SPEC.md section 2. */
export type HintType = PumpHint;

const seenHints = (): HintType[] => {
  try {
    const value = JSON.parse(localStorage.getItem(storageKeys.hintsSeen) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/**
 * The hint to show when a pump is chosen, if any. Prepay pumps explain prepaying, postpay pumps the phone rule,
 * each once per device; a postpay pump that offers hydrogen shows the hydrogen legal hint every time (it is a
 * safety rule; on prepay pumps it comes with the choice of hydrogen on the fuel selection).
 */
export function hintFor(product: Product, orderType: 'PREPAY' | 'POSTPAY'): HintType | undefined {
  if (product.facility !== 'PUMP') return undefined;
  const offersHydrogen = product.attributes.availableItems.some((item) => item.itemCode === 'HYDROGEN');
  if (orderType === 'POSTPAY' && offersHydrogen) return 'h2LegalHint';
  const hint: HintType = orderType === 'PREPAY' ? 'prePayHint' : 'cannotUsePhoneOutsideCar';
  return seenHints().includes(hint) ? undefined : hint;
}

/** Remembers that the driver confirmed a hint (the hydrogen hint is shown every time). */
export function markHintSeen(type: HintType) {
  if (type !== 'h2LegalHint')
    localStorage.setItem(storageKeys.hintsSeen, JSON.stringify([...new Set([...seenHints(), type])]));
}

/** Whether the guest has answered "Pay as a guest?" in this visit (the pumpChoice chart asks it once per visit). */
export const guestQuestionAnswered = () => sessionStorage.getItem(storageKeys.guestHintSeen) === 'yes';

export const markGuestQuestionAnswered = () => sessionStorage.setItem(storageKeys.guestHintSeen, 'yes');
