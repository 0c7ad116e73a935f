import { useSyncExternalStore } from 'react';
import { connection } from './connection';

/**
 * Whether the app's server can be reached (checked every 5 s and on the browser's own events), for the offline
 * notices. The order polls pause and resume by themselves (they hear the same connection in their chart); this
 * only tells the driver.
 */
export const useOnline = () => useSyncExternalStore(connection.subscribe, connection.isOnline);
