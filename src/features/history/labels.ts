/** The history's words for what an event is: its type and its cost category, as msg descriptors. */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryEventType } from '../../api/queries/history';
import type { CostCategory } from '../../api/schemas';

export const eventTypeLabels: Record<HistoryEventType, MessageDescriptor> = {
  PAYMENT: msg`Payment`,
  COST: msg`Cost`,
  TRIP: msg`Trip`,
};

/** How a driver names each category (MISC: costs recorded elsewhere that fit none of the others). */
export const categoryLabels: Record<CostCategory, MessageDescriptor> = {
  EV_CHARGE: msg({ message: 'Charging', context: 'cost category' }),
  FUEL_TOP_UP: msg`Fuel`,
  CAR_WASH: msg`Car wash`,
  PARKING: msg`Parking`,
  CAR_CARE: msg`Care`,
  CAR_PARTS: msg`Tyres and parts`,
  REPAIR: msg`Workshop and inspection`,
  TAX: msg({ message: 'Tax', context: 'cost category' }),
  INSURANCE: msg`Insurance`,
  LEASING: msg`Leasing`,
  MISC: msg`Other`,
  GIFT_CARD: msg`Gift card`,
  SUBSCRIPTION: msg`Subscription`,
};
