import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../src/app/AppProviders';
import { createServices } from '../../src/app/services';
import { activateLocale } from '../../src/i18n/i18n';
import { App } from '../../src/routes/App';

/** Renders the whole app at `path` against the msw sandbox, with a recorded memory history. */
export async function renderApp(path: string) {
  await activateLocale('en');
  localStorage.clear();
  const location = memoryLocation({ path, record: true });
  const services = createServices(localStorage);
  const view = render(
    <AppProviders services={services} storage={localStorage}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </AppProviders>,
  );
  return { ...view, location };
}
