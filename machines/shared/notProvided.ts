/**
 * The stand-in for an actor a chart names but its host provides (`machine.provide`): a chart run
 * without it fails at once, saying which chart and which actor.
 *
 * @example const notProvided = notProvidedIn('checkout'); // then fromPromise(notProvided('loadOdometer'))
 */
export const notProvidedIn = (chart: string) => (actor: string) => (): never => {
  throw new Error(`${chart}: actor "${actor}" not provided`);
};
