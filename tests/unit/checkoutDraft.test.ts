import { describe, expect, it } from 'vitest';
import { dropCheckoutDraft, keepCheckoutDraft, takeCheckoutDraft } from '../../src/flows/pay/checkout/checkoutDraft';
import { odometerAnsweredKey } from '../../src/storageKeys';

/** A tab's sessionStorage. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const pump1 = { userId: 'user-demo', stationId: 'berlin', productId: 'pump-1' };
const draft = {
  methodId: 'pm-other',
  vehicle: { thingId: 'car', carOdometerM: 48_600_500 },
  typedMileage: { text: '48.600,5', vehicleId: 'car' },
};

describe('the summary draft', () => {
  it('gives back what was kept for the same driver, station and product', () => {
    const storage = new MemoryStorage();
    keepCheckoutDraft(storage, pump1, draft);
    expect(takeCheckoutDraft(storage, pump1)).toEqual(draft);
    // Read again (another reload): still there until paid.
    expect(takeCheckoutDraft(storage, pump1)).toEqual(draft);
  });

  it('keeps only what was chosen', () => {
    const storage = new MemoryStorage();
    keepCheckoutDraft(storage, pump1, { methodId: 'pm-other' });
    expect(takeCheckoutDraft(storage, pump1)).toEqual({
      methodId: 'pm-other',
      vehicle: undefined,
      typedMileage: undefined,
    });
  });

  it('is nothing when nothing was kept, or once dropped (paid)', () => {
    const storage = new MemoryStorage();
    expect(takeCheckoutDraft(storage, pump1)).toBeUndefined();
    keepCheckoutDraft(storage, pump1, draft);
    dropCheckoutDraft(storage);
    expect(takeCheckoutDraft(storage, pump1)).toBeUndefined();
  });

  it.each([
    ['another pump', { ...pump1, productId: 'pump-2' }],
    ['another station', { ...pump1, stationId: 'munich' }],
    ['another driver', { ...pump1, userId: 'user-other' }],
  ])('is not given at %s, and is dropped there with its mileage answer', (_, other) => {
    const storage = new MemoryStorage();
    keepCheckoutDraft(storage, pump1, draft);
    storage.setItem(odometerAnsweredKey('berlin:pump-1'), 'yes');
    expect(takeCheckoutDraft(storage, other)).toBeUndefined();
    // Back at pump 1: nothing to restore, and the mileage is asked again.
    expect(takeCheckoutDraft(storage, pump1)).toBeUndefined();
    expect(storage.getItem(odometerAnsweredKey('berlin:pump-1'))).toBeNull();
  });

  it('reads a damaged draft as nothing, and a mileage that is no number as one the lifecycle refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem('forecourt.draft.checkout', '{not json');
    expect(takeCheckoutDraft(storage, pump1)).toBeUndefined();
    storage.setItem(
      'forecourt.draft.checkout',
      JSON.stringify({ ...pump1, methodId: 42, carOdometerM: 'lots', mileageText: ['48'] }),
    );
    expect(takeCheckoutDraft(storage, pump1)).toEqual({
      methodId: undefined,
      vehicle: { thingId: undefined, carOdometerM: Number.NaN },
      typedMileage: undefined,
    });
  });
});
