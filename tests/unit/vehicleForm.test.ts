import { describe, expect, it } from 'vitest';
import {
  cleanVehicleForm,
  formFromThing,
  type VehicleForm,
  vehicleFields,
  vehicleFormErrors,
  vehicleUsers,
} from '../../src/features/vehicles/vehicleForm';

const empty: VehicleForm = {
  nickName: 'Golf',
  type: 'car',
  make: '',
  model: '',
  fuelType: '',
  year: '',
  tankCapacity: '',
  licensePlate: '',
  vin: '',
  mileageKm: '',
  nextInspection: '',
};
const errorsOf = (fields: Partial<VehicleForm>) => vehicleFormErrors(cleanVehicleForm({ ...empty, ...fields }), 2026);

describe('vehicle form', () => {
  it('needs only a name', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ nickName: '   ' })).toEqual({ nickName: 'required' });
    expect(errorsOf({ nickName: 'x'.repeat(41) })).toEqual({ nickName: 'nameTooLong' });
  });

  it('says what is wrong with each detail', () => {
    expect(
      errorsOf({
        year: '2028',
        tankCapacity: '0',
        licensePlate: 'B-FC 2026 / extra',
        vin: 'WVWZZZ1KZ',
        mileageKm: '1000001',
        nextInspection: '2027-02-30',
      }),
    ).toEqual({
      year: 'invalidYear',
      tankCapacity: 'invalidTank',
      licensePlate: 'invalidPlate',
      vin: 'invalidVin',
      mileageKm: 'mileageTooHigh',
      nextInspection: 'invalidDate',
    });
    expect(errorsOf({ vin: 'WVWZZZ1KZOW000001' })).toEqual({ vin: 'vinForbiddenLetters' });
    expect(errorsOf({ mileageKm: '12km' })).toEqual({ mileageKm: 'invalidMileage' });
  });

  it('takes a next inspection from two years back to four ahead, never 1900 or 2099', () => {
    for (const date of ['1900-01-01', '2023-12-31', '2031-01-01', '2099-06-30']) {
      expect(errorsOf({ nextInspection: date }), date).toEqual({ nextInspection: 'inspectionOutOfRange' });
    }
    for (const date of ['2024-01-01', '2026-11-28', '2030-12-31'])
      expect(errorsOf({ nextInspection: date })).toEqual({});
  });

  it('forgives case, spaces and a decimal comma, and sends metres', () => {
    const cleaned = cleanVehicleForm({
      ...empty,
      year: '2027',
      tankCapacity: '50,5',
      licensePlate: ' b-fc  2026 ',
      vin: 'wvwzzz1kz 0w000001',
      mileageKm: '48.250',
      nextInspection: '2027-05-31',
    });
    expect(vehicleFormErrors(cleaned, 2026)).toEqual({});
    expect(vehicleFields({ ...cleaned, make: 'Volkswagen', model: 'Golf' }, 'SUPER_E5')).toEqual({
      nickName: 'Golf',
      type: 'car',
      ymme: {
        make: 'Volkswagen',
        model: 'Golf',
        fuelType: 'SUPER_E5',
        year: 2027,
        licensePlate: 'B-FC 2026',
        VIN: 'WVWZZZ1KZ0W000001',
      },
      tankCapacityL: 50.5,
      carOdometerM: 48_250_000,
      nextInspectionDate: '2027-05-31',
    });
  });

  it('fills the form from a stored vehicle, mileage in whole km', () => {
    expect(
      formFromThing({ _id: 'x', nickName: 'Van', type: 'car', carOdometerM: 131_400_500, ymme: { year: 2019 } }),
    ).toMatchObject({ nickName: 'Van', mileageKm: '131400', year: '2019', make: '' });
  });

  it('names the users of a shared vehicle', () => {
    expect(
      vehicleUsers({
        _id: 'x',
        users: [{ _id: 'u1', firstName: 'Jonas', lastName: 'Weber', isOwner: true }, 'u2'],
      }),
    ).toEqual([
      { id: 'u1', name: 'Jonas Weber', isOwner: true },
      { id: 'u2', name: 'u2', isOwner: false },
    ]);
  });
});
