import { useSyncExternalStore } from 'react';
import { turnedPhone } from './turnedPhone';

function subscribe(onChange: () => void) {
  const query = matchMedia(turnedPhone);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isTurned = () => matchMedia(turnedPhone).matches;
const never = () => false;

/** SPEC.md section 2's `landscape` query parameter: an embedding app shows the app in landscape. */
export function landscapeAsked(search: string) {
  const value = new URLSearchParams(search).get('landscape')?.toLowerCase();
  return value === 'true' || value === '1';
}

/**
 * Whether the screens take their landscape arrangement: the embedding app says so (`landscape=true`), or the phone
 * is turned. It follows the phone as it turns.
 */
export function useLandscape(search: string) {
  const turned = useSyncExternalStore(subscribe, isTurned, never);
  return landscapeAsked(search) || turned;
}
