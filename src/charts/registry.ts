/**
 * Every chart in `machines/`, in the order the viewer's picker and `docs/charts/` list them: the order flows
 * first, then the lifecycle they share and its checkout, then the charts behind them. A pay flow names its screens
 * (`flowScreens.ts`), so the viewer can say which screen a state shows.
 */
import type { AnyStateMachine } from 'xstate';
import { carWashMachine } from '../../machines/carWash';
import { checkoutMachine } from '../../machines/checkout';
import { checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import { connectionMachine } from '../../machines/connection';
import { evChargeMachine } from '../../machines/evCharge';
import { geofenceMachine } from '../../machines/geofence';
import { giftCardMachine } from '../../machines/giftCard';
import { mbwayMandateMachine } from '../../machines/mbwayMandate';
import { orderCancelMachine } from '../../machines/orderCancel';
import { orderLifecycleMachine } from '../../machines/orderLifecycle';
import { orderPollMachine } from '../../machines/orderPoll';
import { paymentRegistrationMachine } from '../../machines/paymentRegistration';
import { payStationMachine } from '../../machines/payStation';
import { postpayFuelMachine } from '../../machines/postpayFuel';
import { prepayFuelMachine } from '../../machines/prepayFuel';
import { pumpChoiceMachine } from '../../machines/pumpChoice';
import { sessionMachine } from '../../machines/session';
import { stationPollMachine } from '../../machines/stationPoll';
import { userPositionMachine } from '../../machines/userPosition';
import { vendingPurchaseMachine } from '../../machines/vendingPurchase';
import {
  carWashScreens,
  evChargeScreens,
  type FlowScreens,
  giftCardScreens,
  postpayScreens,
  prepayScreens,
  vendingScreens,
} from '../flows/pay/flowScreens';

export interface ChartEntry {
  machine: AnyStateMachine;
  /** The screen of each top-level state, for the pay flows. */
  screens?: FlowScreens<AnyStateMachine>;
}

/** A flow's screens, typed for any machine: the viewer only reads them. */
const screensOf = <M extends AnyStateMachine>(screens: FlowScreens<M>): FlowScreens<AnyStateMachine> =>
  screens as unknown as FlowScreens<AnyStateMachine>;

export const charts: readonly ChartEntry[] = [
  { machine: prepayFuelMachine, screens: screensOf(prepayScreens) },
  { machine: postpayFuelMachine, screens: screensOf(postpayScreens) },
  { machine: carWashMachine, screens: screensOf(carWashScreens) },
  { machine: evChargeMachine, screens: screensOf(evChargeScreens) },
  { machine: giftCardMachine, screens: screensOf(giftCardScreens) },
  { machine: vendingPurchaseMachine, screens: screensOf(vendingScreens) },
  { machine: orderLifecycleMachine },
  { machine: checkoutMachine },
  { machine: orderPollMachine },
  { machine: orderCancelMachine },
  { machine: checkoutEligibilityMachine },
  { machine: paymentRegistrationMachine },
  { machine: mbwayMandateMachine },
  { machine: payStationMachine },
  { machine: pumpChoiceMachine },
  { machine: stationPollMachine },
  { machine: geofenceMachine },
  { machine: userPositionMachine },
  { machine: sessionMachine },
  { machine: connectionMachine },
];
