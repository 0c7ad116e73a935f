/**
 * The journeys of the pay flows in the sandbox: for prepay, postpay, wash and EV, the inputs their graphs are
 * walked from and how each abstract step they need happens at the demo stations (flowJourneys.ts explains the
 * steps). A demo driver is logged in; every journey starts on the station's pay area with the scenarios and the
 * speed its steps ask for.
 *
 * Prepay and EV at Demo Berlin Mitte's pump 1 (Super E5, €50) and Demo Munich Charging's CCS 150 kW charger;
 * postpay at Berlin's pump 6; the Basic wash at Berlin. The demo account asks for the mileage before a fuel
 * checkout: it is skipped.
 */
import { carWashMachine } from '../../machines/carWash';
import { evChargeMachine } from '../../machines/evCharge';
import { postpayFuelMachine } from '../../machines/postpayFuel';
import { prepayFuelMachine } from '../../machines/prepayFuel';
import type { CheckoutFacts } from '../../machines/shared/orderFlow';
import { carWashScreens, evChargeScreens, postpayScreens, prepayScreens } from '../../src/flows/pay/flowScreens';
import { fixtureIds } from '../../src/sandbox/stations';
import type { DriverAction, FlowJourneySpec } from './flowJourneys';

const { berlin, munich } = fixtureIds;
const pump = (number: number) => `${berlin}-pump-${number}`;
const charger = (number: number) => `${munich}-ev-${number}`;
/** An order id the sandbox platform does not know (it answers 404). */
const unknownOrder = '5b9a7c1e-0000-4000-9000-00000000dead';

/** What the walk's inputs share: a registered driver; only what tells outcomes apart differs between them. */
const driver: CheckoutFacts = { isGuest: false, quickCheckout: false, asksOdometer: true, twoFactorMethod: 'none' };

/** Steps an order the sandbox cannot get into (or out of) needs; the reasons say why. */
const noAnswer =
  'The order read when the flow resumes gets no answer at all: the sandbox has no scenario that silences only that call (`no-answer` silences the station too, so the flow never starts).';
const noExpiry = 'Only postpay fuel orders expire in the sandbox (`postpay-expired`).';
const createdWhenPaying =
  'The order is created when the driver pays: a creation the platform refuses keeps the summary open to pay again (`order-fails`), it ends nothing.';

// ---------------------------------------------------------------------------------------------- prepay

const prepayChoice = { productId: pump(1), fuelTypeId: 'SUPER_E5', amount: '50', currency: 'EUR', orderType: 'PREPAY' };
const choosePrepay: DriverAction[] = ['choose pump 1, Super E5 and €50', 'skip the mileage'];
const prepayInput = {
  ...driver,
  stationId: berlin,
  productId: pump(1),
  fuelTypeId: 'SUPER_E5',
  amount: 50,
  currency: 'EUR',
};

export const prepayJourneys: FlowJourneySpec<typeof prepayFuelMachine> = {
  label: 'prepay',
  machine: prepayFuelMachine,
  screens: prepayScreens,
  station: berlin,
  inputs: [
    ['a new payment', prepayInput],
    ['a pump that is not for prepay', { ...prepayInput, productId: pump(6), invalidChoice: 'pump' }],
    ['a fuel pump 1 does not dispense', { ...prepayInput, fuelTypeId: 'ADBLUE', invalidChoice: 'fuel' }],
    ['an amount pump 1 does not offer', { ...prepayInput, amount: 37, invalidChoice: 'amount' }],
  ],
  steps: {
    'start: a new payment': { does: [] },
    'start: a pump that is not for prepay': {
      does: [{ open: 'prepaySummary', query: { ...prepayChoice, productId: pump(6) } }],
    },
    'start: a fuel pump 1 does not dispense': {
      does: [{ open: 'prepaySummary', query: { ...prepayChoice, fuelTypeId: 'ADBLUE' } }],
    },
    'start: an amount pump 1 does not offer': {
      does: [{ open: 'prepaySummary', query: { ...prepayChoice, amount: '37' } }],
    },
    'ordering: order reached PRODUCT_ACQUIRED': { does: [...choosePrepay, 'pay'] },
    // Four seconds a step: the pump starts two steps after the payment, time enough to cancel.
    'ordering: order cancelled': { stepMs: 4000, does: [...choosePrepay, 'pay', 'cancel the order'] },
    'ordering: order failed afterPayment PROBLEM': { scenarios: ['pump-no-feedback'], does: [...choosePrepay, 'pay'] },
    'ordering: order failed notFound': {
      does: [{ open: 'prepayFueling', query: { ...prepayChoice, orderId: unknownOrder } }],
    },
    // The bank declined (the order REJECTED), and its return address is opened again.
    'ordering: order failed resume REJECTED': {
      scenarios: ['user-interaction'],
      does: [...choosePrepay, 'pay', 'decline at the bank', 'open this order again'],
    },
  },
  unproducible: {
    'failed /error?reason=notCreated': createdWhenPaying,
    'failed /error?reason=orderUnavailable': noAnswer,
    'failed /error?reason=expired&type=fueling_postpay': noExpiry,
  },
};

// ---------------------------------------------------------------------------------------------- postpay

const postpayInput = { ...driver, stationId: berlin, productId: pump(6) };

export const postpayJourneys: FlowJourneySpec<typeof postpayFuelMachine> = {
  label: 'postpay',
  machine: postpayFuelMachine,
  screens: postpayScreens,
  station: berlin,
  inputs: [
    ['a new payment', postpayInput],
    ['a pump that is not for postpay', { ...postpayInput, productId: pump(1), invalidChoice: 'pump' }],
  ],
  steps: {
    'start: a new payment': { does: [] },
    'start: a pump that is not for postpay': {
      does: [{ open: 'postpayFueling', query: { productId: pump(1), orderType: 'POSTPAY' } }],
    },
    'ordering: order reached PRODUCT_ACQUIRED': {
      does: ['choose pump 6', 'wait for the summary', 'skip the mileage', 'pay'],
    },
    // Six seconds a step: the nozzle is back three steps after the release, time enough to cancel while fueling.
    'ordering: order cancelled': { stepMs: 6000, does: ['choose pump 6', 'cancel the order'] },
    'ordering: order cancelFailed': {
      stepMs: 6000,
      scenarios: ['cancel-fails'],
      does: ['choose pump 6', 'cancel the order'],
    },
    'ordering: order failed creation': { scenarios: ['order-fails'], does: ['choose pump 6'] },
    'ordering: order failed notFound': {
      does: [{ open: 'postpayFueling', query: { productId: pump(6), orderType: 'POSTPAY', orderId: unknownOrder } }],
    },
    'ordering: order failed beforePayment FAILED expired': { scenarios: ['postpay-expired'], does: ['choose pump 6'] },
  },
  unproducible: {
    'failed /error?reason=orderUnavailable': noAnswer,
    'failed /error?type=fueling_postpay':
      'A postpay order fails while fueling in the sandbox only by expiring (`postpay-expired`), which is its own page.',
    'failed /error?type=payment':
      'A postpay order fails in the sandbox only before its payment (expired); a declined card keeps the summary open.',
  },
};

// ---------------------------------------------------------------------------------------------- wash

const washInput = { ...driver, asksOdometer: false, stationId: berlin, productId: `${berlin}-wash-basic` };
const chooseWash: DriverAction[] = ['open the car washes', 'choose the Basic wash'];

export const carWashJourneys: FlowJourneySpec<typeof carWashMachine> = {
  label: 'wash',
  machine: carWashMachine,
  screens: carWashScreens,
  station: berlin,
  inputs: [
    ['a new wash', washInput],
    ['a wash the station does not offer', { ...washInput, productId: pump(1), invalidChoice: 'pump' }],
  ],
  steps: {
    'start: a new wash': { does: [] },
    'start: a wash the station does not offer': {
      does: [{ open: 'washSummary', query: { productId: pump(1), orderType: 'POSTPAY', isWash: 'true' } }],
    },
    'ordering: order reached COMPLETED': { does: [...chooseWash, 'pay'] },
    'ordering: order cancelled': { does: [...chooseWash, 'cancel the order'] },
    'ordering: order cancelFailed': { scenarios: ['cancel-fails'], does: [...chooseWash, 'cancel the order'] },
    'ordering: order failed creation': { scenarios: ['order-fails'], does: chooseWash },
    'ordering: order failed notFound': {
      does: [
        {
          open: 'washSummary',
          query: { productId: `${berlin}-wash-basic`, orderType: 'POSTPAY', isWash: 'true', orderId: unknownOrder },
        },
      ],
    },
  },
  unproducible: {
    'failed /error?reason=orderUnavailable': noAnswer,
    'failed /error?reason=expired&type=fueling_postpay': noExpiry,
    'failed /error?type=payment':
      'A wash order does not fail in the sandbox once created: a declined card or bank keeps the summary open.',
  },
};

// ---------------------------------------------------------------------------------------------- EV

const evInput = {
  ...driver,
  asksOdometer: false,
  stationId: munich,
  productId: charger(1),
  amount: 80,
  currency: 'EUR',
};
const startCharging: DriverAction[] = ['choose the CCS 150 kW charger', 'pay'];

export const evChargeJourneys: FlowJourneySpec<typeof evChargeMachine> = {
  label: 'EV',
  machine: evChargeMachine,
  screens: evChargeScreens,
  station: munich,
  geolocation: { latitude: 48.1371, longitude: 11.5754 },
  inputs: [
    ['a new session', evInput],
    ['a charger the station does not offer', { ...evInput, productId: charger(9), invalidChoice: 'pump' }],
  ],
  steps: {
    'start: a new session': { does: [] },
    'start: a charger the station does not offer': {
      does: [{ open: 'evSummary', query: { productId: charger(9), orderType: 'PREPAY' } }],
    },
    'ordering: order reached PRODUCT_SUPPLYING': { does: [...startCharging, 'wait for charging'] },
    'charging: finish.confirmed': { does: ['finish charging'] },
    'stopping: stopAcquire done': { does: [] },
    'finishing: orderPoll reached READY_FOR_INVOICE': { does: [] },
    // Four seconds a step: the charger starts two steps after the payment, time enough to cancel.
    'ordering: order cancelled': { stepMs: 4000, does: [...startCharging, 'cancel the order'] },
    // A session cancelled before charging, opened again by its link: the platform's cancelled order.
    'ordering: order failed resume CANCELLED': {
      stepMs: 4000,
      does: [...startCharging, 'cancel the order', 'open this order again'],
    },
    'ordering: order failed notFound': {
      does: [{ open: 'evCharging', query: { productId: charger(1), orderType: 'PREPAY', orderId: unknownOrder } }],
    },
    'ordering: order failed resume REJECTED': {
      scenarios: ['user-interaction'],
      does: [...startCharging, 'decline at the bank', 'open this order again'],
    },
  },
  unproducible: {
    'failed /error?reason=notCreated': createdWhenPaying,
    'failed /error?reason=orderUnavailable': noAnswer,
    'failed /error?reason=expired&type=fueling_postpay': noExpiry,
  },
};

export const orderFlowJourneys = [prepayJourneys, postpayJourneys, carWashJourneys, evChargeJourneys] as const;

/**
 * What a driver sees on each screen a journey ends on (by its screen key, flowJourneys.ts `screenKey`): a
 * heading, and the text that says what happened.
 */
export const screenTexts: Readonly<Record<string, readonly (string | RegExp)[]>> = {
  '/pay/finish': ['Payment complete'],
  '/pay/wash/finish': ['Payment complete'],
  '/pay/ev/finish': ['Charging complete'],
  '/pay/cancel?state=CANCELLED_PREPAY': [
    'Order cancelled',
    'Your order was cancelled before fueling. The reserved amount is released by your bank.',
  ],
  '/pay/cancel?state=CANCELLED_POSTPAY': ['Order cancelled', 'Your order was cancelled. Nothing was charged.'],
  '/pay/cancel?state=API_ERROR_POSTPAY': ['The order could not be cancelled', 'Please pay at the counter.'],
  '/error?type=payment': ['Payment failed'],
  '/error?type=fueling_prepay': ['Fueling could not start'],
  '/error?reason=expired&type=fueling_postpay': ['Your order has expired'],
  '/error?reason=notCreated': ['The order could not be created'],
  '/error?reason=unknownOrder': ['Order not found'],
  '/pay/pump': [/^Choose (your pump|a charger)$/],
  '/pay/prepay/fuelselection': ['Choose your fuel'],
  '/pay/prepay/amount': ['How much do you want to fuel at most?'],
};
