/**
 * What the driver chose on a summary and has not paid yet (the checkout's `CheckoutDraft`), kept in this
 * tab's drafts (src/app/useDraft.ts) for the summary of one driver, station and product: dropped once paid, when
 * a summary of another station or product starts, and with the user's other stores (logout). Stored as text,
 * read back field by field; the checkout judges what it holds.
 */
import type { CheckoutDraft } from '../../../../machines/checkout';
import { discardDraft, readDraft, saveDraft } from '../../../app/useDraft';
import { odometerAnsweredKey } from '../../../storageKeys';

const draftKey = 'checkout';
const fields = {
  userId: '',
  stationId: '',
  productId: '',
  methodId: '',
  thingId: '',
  carOdometerM: '',
  mileageText: '',
  mileageVehicleId: '',
};

/** Whose summary a draft is. */
export interface SummaryKey {
  userId?: string;
  stationId: string;
  productId: string;
}

export function keepCheckoutDraft(storage: Storage, summary: SummaryKey, draft: CheckoutDraft) {
  saveDraft(storage, draftKey, {
    userId: summary.userId ?? '',
    stationId: summary.stationId,
    productId: summary.productId,
    methodId: draft.methodId ?? '',
    thingId: draft.vehicle?.thingId ?? '',
    carOdometerM: draft.vehicle?.carOdometerM?.toString() ?? '',
    mileageText: draft.typedMileage?.text ?? '',
    mileageVehicleId: draft.typedMileage?.vehicleId ?? '',
  });
}

export const dropCheckoutDraft = (storage: Storage) => discardDraft(draftKey, storage);

const given = (value: string) => (value === '' ? undefined : value);

/**
 * The draft of this summary, if the driver left one. A draft of another driver, station or product is dropped,
 * and that summary's mileage answer with it (the question is asked again rather than its answer lost).
 */
export function takeCheckoutDraft(storage: Storage, summary: SummaryKey): CheckoutDraft | undefined {
  const stored = readDraft(storage, draftKey, fields);
  if (stored.stationId === '') return undefined;
  if (
    stored.userId !== (summary.userId ?? '') ||
    stored.stationId !== summary.stationId ||
    stored.productId !== summary.productId
  ) {
    dropCheckoutDraft(storage);
    storage.removeItem(odometerAnsweredKey(`${stored.stationId}:${stored.productId}`));
    return undefined;
  }
  return {
    methodId: given(stored.methodId),
    vehicle:
      stored.carOdometerM === ''
        ? undefined
        : { thingId: given(stored.thingId), carOdometerM: Number(stored.carOdometerM) },
    typedMileage:
      stored.mileageText === '' && stored.mileageVehicleId === ''
        ? undefined
        : { text: stored.mileageText, vehicleId: given(stored.mileageVehicleId) },
  };
}

/**
 * A payment method added on a detour from a summary is the one chosen there when the driver is back: the
 * summary's draft (kept or new) gets it; the rest of the draft stays as the driver left it.
 */
export function chooseMethodInCheckoutDraft(storage: Storage, summary: SummaryKey, methodId: string) {
  const draft = takeCheckoutDraft(storage, summary);
  keepCheckoutDraft(storage, summary, { ...draft, methodId });
}
