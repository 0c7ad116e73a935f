/**
 * The demo driver's account history beside their orders (issue 15): months of costs entered by hand, recurring
 * (insurance and leasing, monthly; the vehicle tax, yearly) and one-off (parking, care, tyres, the workshop, a
 * fuel top-up and an EV charge recorded by hand), and trips in and around Berlin with addresses and driving
 * scores: three on one day to merge, and one trip already merged from two. Dated back from `now`, so the history
 * always looks recent. Mileages grow with time and stay below the Golf's odometer (48,250 km).
 */
import type { CostCategory, HistoryEvent } from '../api/schemas';
import type { SandboxHistoryEvent } from './store';

const dayMs = 24 * 3_600_000;
const hourMs = 3_600_000;

interface Place {
  address: string;
  latitude: number;
  longitude: number;
}

const places = {
  home: { address: 'Invalidenstraße 117, 10115 Berlin', latitude: 52.5316, longitude: 13.3847 },
  office: { address: 'Friedrichstraße 68, 10117 Berlin', latitude: 52.5117, longitude: 13.3893 },
  lunch: { address: 'Oranienstraße 25, 10999 Berlin', latitude: 52.5016, longitude: 13.4187 },
  gym: { address: 'Schönhauser Allee 36, 10435 Berlin', latitude: 52.5385, longitude: 13.4124 },
  airport: { address: 'Melli-Beese-Ring 1, 12529 Schönefeld', latitude: 52.3667, longitude: 13.5033 },
  potsdam: { address: 'Brandenburger Straße 1, 14467 Potsdam', latitude: 52.3999, longitude: 13.0573 },
  leipzig: { address: 'Willy-Brandt-Platz 5, 04109 Leipzig', latitude: 51.3455, longitude: 12.3821 },
} satisfies Record<string, Place>;

export function seedHistory(
  userId: string,
  vehicles: { car: string; van: string },
  now: number,
): Record<string, SandboxHistoryEvent> {
  const events: SandboxHistoryEvent[] = [];
  // Midnight of the seed's day (UTC), so events keep their time of day.
  const today = now - (now % dayMs);
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * dayMs + hour * hourMs).toISOString();

  const cost = (
    id: string,
    category: CostCategory,
    euros: number,
    daysAgo: number,
    more: Partial<HistoryEvent> = {},
  ): SandboxHistoryEvent => ({
    _id: `cost-${id}`,
    userId,
    type: 'COST',
    triggerEventTypeAtSource: 'MANUAL',
    vehicleId: vehicles.car,
    category,
    priceInCents: Math.round(euros * 100),
    currency: 'EUR',
    dateTime: at(daysAgo, 9),
    recurrencePeriod: 'NO',
    ...more,
  });

  // Recurring costs: one occurrence per period, the series named by its first.
  const monthly = (id: string, category: CostCategory, euros: number, name: string, vehicleId: string) => {
    for (let month = 0; month < 6; month += 1) {
      const date = new Date(today);
      date.setUTCMonth(date.getUTCMonth() - month, 1);
      events.push(
        cost(`${id}-${month}`, category, euros, 0, {
          name,
          vehicleId,
          recurrencePeriod: 'MONTHLY',
          seriesId: `series-${id}`,
          dateTime: new Date(date.getTime() + 8 * hourMs).toISOString(),
        }),
      );
    }
  };
  monthly('insurance', 'INSURANCE', 54.9, 'Car insurance', vehicles.car);
  monthly('leasing', 'LEASING', 289, 'Van leasing', vehicles.van);
  events.push(
    cost('tax', 'TAX', 142, 120, { name: 'Vehicle tax', recurrencePeriod: 'YEARLY', seriesId: 'series-tax' }),
    cost('tyres', 'CAR_PARTS', 412, 45, { name: 'Winter tyres', mileage: 46_900_000 }),
    cost('workshop', 'REPAIR', 389.4, 20, { name: 'Annual inspection', mileage: 47_800_000, notes: 'Brake pads too' }),
    cost('parking', 'PARKING', 6.5, 12, { name: 'Parking Alexanderplatz' }),
    cost('care', 'CAR_CARE', 24.9, 8, { name: 'Interior cleaning' }),
    cost('fuel', 'FUEL_TOP_UP', 78.3, 5, {
      name: 'Diesel on the motorway',
      vehicleId: vehicles.van,
      quantityMilliLiters: 45_200,
      tankIsFull: true,
      mileage: 131_400_000,
    }),
    cost('charge', 'EV_CHARGE', 18.6, 3, { name: 'Charging at the office', isFullyCharged: true }),
  );

  const trip = (
    id: string,
    daysAgo: number,
    hour: number,
    from: Place,
    to: Place,
    km: number,
    minutes: number,
    score: number,
  ): SandboxHistoryEvent => ({
    _id: `trip-${id}`,
    userId,
    type: 'TRIP',
    triggerEventTypeAtSource: 'AUTOMATIC',
    vehicleId: vehicles.car,
    dateTime: at(daysAgo, hour),
    endDateTime: new Date(Date.parse(at(daysAgo, hour)) + minutes * 60_000).toISOString(),
    distanceM: Math.round(km * 1000),
    drivingScore: score,
    startAddress: from.address,
    endAddress: to.address,
    startLocation: { latitude: from.latitude, longitude: from.longitude },
    endLocation: { latitude: to.latitude, longitude: to.longitude },
  });
  events.push(
    // Three on one day: to merge.
    trip('commute-1', 2, 7.5, places.home, places.office, 3.4, 14, 86),
    trip('commute-2', 2, 12.25, places.office, places.lunch, 4.1, 16, 78),
    trip('commute-3', 2, 13.5, places.lunch, places.office, 4.3, 18, 91),
    trip('gym', 4, 18, places.office, places.gym, 5.2, 21, 74),
    trip('home', 4, 20, places.gym, places.home, 2.6, 9, 88),
    trip('airport', 6, 5.75, places.home, places.airport, 27.8, 38, 69),
    trip('potsdam', 11, 10, places.home, places.potsdam, 35.1, 47, 82),
    trip('leipzig', 16, 8, places.home, places.leipzig, 189.6, 124, 77),
  );
  // A trip already merged from two: Leipzig and back in the evening, recorded as two.
  const back1 = trip('leipzig-back-1', 16, 17, places.leipzig, places.potsdam, 142.3, 92, 71);
  const back2 = trip('leipzig-back-2', 16, 18.75, places.potsdam, places.home, 35.4, 44, 83);
  const merged: SandboxHistoryEvent = {
    ...back1,
    _id: 'trip-leipzig-back',
    endDateTime: back2.endDateTime,
    distanceM: (back1.distanceM ?? 0) + (back2.distanceM ?? 0),
    drivingScore: 73,
    endAddress: back2.endAddress,
    endLocation: back2.endLocation,
    isResultOfMerge: true,
    mergedFrom: [back1._id, back2._id],
  };
  events.push(merged, { ...back1, mergedInto: merged._id }, { ...back2, mergedInto: merged._id });
  return Object.fromEntries(events.map((event) => [event._id, event]));
}
