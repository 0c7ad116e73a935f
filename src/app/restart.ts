import { mapExitHref } from '../flows/pay/MapLink';
import { identifiesStation, mapLinkStrippedKeys, withAuthParam } from '../url/query';

/**
 * Where a driver starts again after a failure: the pay area of the station the query names, without the
 * order and payment-return data (a fresh start, not the step that failed); else the way back to the map
 * (which leaves for an embedding app's callback when it asks so).
 *
 * @param search - the current search string, with or without the leading `?`
 * @param toStation - false when the station's pay area is what failed: then the map is the way back
 */
export function restartTarget(
  search: string,
  toStation = true,
): { href: string; toStation: boolean; leavesApp: boolean } {
  if (toStation && identifiesStation(search)) {
    const query = new URLSearchParams(search);
    for (const key of mapLinkStrippedKeys) query.delete(key);
    return { href: `/pay?${withAuthParam(query.toString())}`, toStation: true, leavesApp: false };
  }
  return { ...mapExitHref(search), toStation: false };
}
