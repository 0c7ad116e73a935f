import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../src/app/AppProviders';
import { createServices } from '../../src/app/services';
import { activateLocale } from '../../src/i18n/i18n';
import { App } from '../../src/routes/App';

/**
 * Renders the whole app at `path` against the msw sandbox, with a recorded memory history; as `main.tsx` does,
 * the page's `pid` is the station the services ask for early.
 */
export async function renderApp(path: string) {
  await activateLocale('en');
  localStorage.clear();
  const location = memoryLocation({ path, record: true });
  const entryStationId = new URLSearchParams(path.split('?')[1] ?? '').get('pid');
  const services = createServices(localStorage, undefined, undefined, entryStationId);
  const view = render(
    <AppProviders services={services} storage={localStorage}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </AppProviders>,
  );
  return { ...view, location };
}
