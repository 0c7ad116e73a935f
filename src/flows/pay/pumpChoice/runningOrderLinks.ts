import { createContext } from 'react';

/**
 * The links to the driver's running orders at the pay area's station, by the product each occupies: a pump
 * with one leads to it instead of starting a second order. Empty until the running orders are known; kept in
 * this small module so the pump screen reads it without loading the cache (`RunningOrdersAt` reports them).
 */
export const RunningOrderLinks = createContext<ReadonlyMap<string, string>>(new Map());
