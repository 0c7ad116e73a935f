/**
 * A screen that fails while rendering, at `/_sandbox/crash` (sandbox builds only): shows testers the route
 * error screen. With `?pid=…` its way back leads to that station.
 */
export default function CrashPage(): never {
  throw new Error('The sandbox crash page failed on purpose');
}
