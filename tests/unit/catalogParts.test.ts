import { i18n } from '@lingui/core';
import { expect, it } from 'vitest';
import { activateLocale, catalogsFor } from '../../src/i18n/i18n';

/** Whether a promise has settled by the time the pending work of the moment is done. */
const settledSoon = async (promise: Promise<unknown>) => {
  let settled = false;
  promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

it("code that starts loading before the language is chosen waits for that language's catalogs, not English's", async () => {
  expect(i18n.locale).toBe('');
  const map = catalogsFor(['map']);
  expect(await settledSoon(map)).toBe(false);
  await activateLocale('de', { whole: false });
  await map;
  expect(i18n.locale).toBe('de');
  // The map's own message, in German (outside a build the entry's part is the whole catalog).
  expect(i18n._('jDNk1d')).toBe('Kein Standort: Erlaube den Standortzugriff, um Tankstellen in deiner Nähe zu sehen.');
});
