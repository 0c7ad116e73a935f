import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../src/api/schemas';
import { byteOrderMark, toCsv } from '../../src/features/history/csv';
import { csvDateTime, historyCsvFileName, historyCsvHeader, historyCsvRow } from '../../src/features/history/exportCsv';
import { historyPath, historyViewFromQuery } from '../../src/features/history/filters';
import { englishHistoryColumns } from '../csv';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const german = setupI18n({ locale: 'de', messages: { de: {} } });
const vehicles = new Map([['car-1', 'Golf']]);

const payment: HistoryEvent = {
  _id: 'payment-order-1',
  type: 'PAYMENT',
  orderId: 'order-1',
  dateTime: '2026-03-14T09:05:00',
  category: 'FUEL_TOP_UP',
  vehicleId: 'car-1',
  priceInCents: 6_543,
  currency: 'EUR',
  name: 'Super E10',
  stationName: 'Demo Berlin Mitte',
};
const cost: HistoryEvent = {
  _id: 'cost-fuel',
  type: 'COST',
  dateTime: '2026-03-10T18:30:00',
  category: 'FUEL_TOP_UP',
  vehicleId: 'van-9',
  priceInCents: 7_830,
  currency: 'EUR',
  name: '=HYPERLINK("x")',
  quantityMilliLiters: 45_200,
  notes: 'Motorway; receipt in the glovebox',
};
const trip: HistoryEvent = {
  _id: 'trip-1',
  type: 'TRIP',
  dateTime: '2026-03-09T07:30:00',
  distanceM: 3_449,
  startAddress: 'Invalidenstraße 117, 10115 Berlin',
  endAddress: 'Friedrichstraße 68, 10117 Berlin',
};

describe('the history export', () => {
  it('has one header cell per column, in the driver’s language', () => {
    expect(historyCsvHeader(english)).toEqual(englishHistoryColumns);
  });

  it('writes a payment with its date, category, product and station, vehicle name, amount and currency', () => {
    expect(historyCsvRow(payment, english, vehicles)).toEqual([
      '2026-03-14 09:05',
      'Payment',
      'Fuel',
      'Super E10, Demo Berlin Mitte',
      'Golf',
      undefined,
      undefined,
      { fixed: 65.43, digits: 2 },
      'EUR',
      undefined,
    ]);
  });

  it('writes a cost’s litres, an unknown vehicle by its id, and a trip’s route and kilometres without an amount', () => {
    expect(historyCsvRow(cost, english, vehicles)).toEqual([
      '2026-03-10 18:30',
      'Cost',
      'Fuel',
      '=HYPERLINK("x")',
      'van-9',
      45.2,
      'l',
      { fixed: 78.3, digits: 2 },
      'EUR',
      'Motorway; receipt in the glovebox',
    ]);
    expect(historyCsvRow(trip, english, vehicles)).toEqual([
      '2026-03-09 07:30',
      'Trip',
      undefined,
      'Invalidenstraße 117, 10115 Berlin → Friedrichstraße 68, 10117 Berlin',
      undefined,
      3.4,
      'km',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('makes a file a spreadsheet reads in English and in German, with a formula neutralised', () => {
    const rows = (i18n: typeof english) => [payment, cost].map((event) => historyCsvRow(event, i18n, vehicles));
    const en = toCsv(historyCsvHeader(english), rows(english), 'en');
    expect(en.startsWith(byteOrderMark)).toBe(true);
    expect(en.split('\r\n')[1]).toBe('2026-03-14 09:05,Payment,Fuel,"Super E10, Demo Berlin Mitte",Golf,,,65.43,EUR,');
    const de = toCsv(historyCsvHeader(german), rows(german), 'de');
    expect(de.split('\r\n')[1]).toBe('2026-03-14 09:05;Payment;Fuel;Super E10, Demo Berlin Mitte;Golf;;;65,43;EUR;');
    expect(de.split('\r\n')[2]).toBe(
      `2026-03-10 18:30;Cost;Fuel;"'=HYPERLINK(""x"")";van-9;45,2;l;78,30;EUR;"Motorway; receipt in the glovebox"`,
    );
  });

  it('writes amounts with their currency’s decimals: 12.50 euros, 1234 krónur', () => {
    const row = (priceInCents: number, currency: string) =>
      toCsv(
        historyCsvHeader(english),
        [historyCsvRow({ ...cost, priceInCents, currency, notes: undefined }, english, vehicles)],
        'en',
      ).split('\r\n')[1];
    expect(row(1_250, 'EUR')).toBe(`2026-03-10 18:30,Cost,Fuel,"'=HYPERLINK(""x"")",van-9,45.2,l,12.50,EUR,`);
    expect(row(123_400, 'ISK')).toBe(`2026-03-10 18:30,Cost,Fuel,"'=HYPERLINK(""x"")",van-9,45.2,l,1234,ISK,`);
  });

  it('names the file by the day, and dates rows on the device’s clock', () => {
    expect(historyCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe('forecourt-history-2026-01-05.csv');
    expect(csvDateTime(new Date(2026, 11, 31, 0, 7).toISOString())).toBe('2026-12-31 00:07');
  });
});

describe('the history list’s address', () => {
  it('keeps the filters and the page, and leaves out what is not set', () => {
    const view = { filter: { type: 'TRIP', vehicleId: 'car 1', product: 'manual' }, page: 3 } as const;
    const path = historyPath(view);
    expect(path).toBe('/history?type=TRIP&vehicle=car+1&product=manual&page=3');
    expect(historyViewFromQuery(path.slice('/history'.length))).toEqual(view);
    expect(historyPath({ filter: {}, page: 1 })).toBe('/history');
  });

  it('ignores unknown filters and a malformed page', () => {
    expect(historyViewFromQuery('?type=SHOPPING&product=fuel&page=-2')).toEqual({ filter: {}, page: 1 });
    expect(historyViewFromQuery('')).toEqual({ filter: {}, page: 1 });
  });
});
