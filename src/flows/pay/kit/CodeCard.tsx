import { stationTimeZone } from '../../../../machines/shared/tariff';
import type { RedemptionCode } from '../../../api/schemas';
import { usePayStation } from '../PayStationContext';
import { RedemptionCodeCard } from './RedemptionCodeCard';

/** A code on a finish screen of the pay area: its expiry in the time of the station it was bought at. */
export function CodeCard({ code, kind }: { code: RedemptionCode; kind: 'wash' | 'giftCard' }) {
  const station = usePayStation();
  return (
    <RedemptionCodeCard code={code} kind={kind} timeZone={station ? stationTimeZone(station.location) : undefined} />
  );
}
