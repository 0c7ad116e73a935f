import type { SnapshotFrom } from 'xstate';
import { sellsGiftCards } from '../shared/stationRules';
import type { PayStation, payStationMachine } from './payStation.machine';

type Snapshot = SnapshotFrom<typeof payStationMachine>;

export const selectStation = (s: Snapshot) => s.context.station;
/** The loaded station's own id, whatever named it (a legacy identifier, coordinates, a remembered id). */
export const selectStationId = (s: Snapshot) => s.context.station?._id;
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy');
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;

/** The outcomes that leave the pay area for an error page (or the map), rather than show a notice in it. */
export const selectLeavesPayArea = (s: Snapshot) =>
  s.context.errorCode === 'offline' || s.context.errorCode === 'noPumps' || s.context.errorCode === 'noStationNearby';
export const selectIsReady = (s: Snapshot) => s.matches('ready');

/** A gift-card or shop (vending) station: with nothing to sell it sends the driver back to the map. */
export const isShopStation = (station: PayStation | undefined) =>
  station?.type === 'GIFT_CARD' || !!station?.vendingMachines?.length;

/** SPEC.md section 8, NO_PUMPS: the error page, or back to the map for gift-card and shop stations. */
export const selectLeavesForMap = (s: Snapshot) =>
  s.context.errorCode === 'noPumps' && isShopStation(s.context.station);

/** A gift card station has no pumps: its pay area is the gift card shop, where the pump choice would be. */
export const selectOpensGiftCardShop = (s: Snapshot) => sellsGiftCards(s.context.station);
