import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppCrashScreen } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { createErrorHandler } from './app/errors';
import { createServices } from './app/services';
import { registerShellWorker } from './app/serviceWorker';
import { usesSandbox } from './config';
import { activateLocale, detectLocale } from './i18n/i18n';
import { App } from './routes/App';
import './ui/global.css';

// The one global error handler hears the window from the very start.
const errors = createErrorHandler();
errors.listen(window);

async function start() {
  const root = createRoot(document.getElementById('root')!, {
    // The boundaries report what they catch; this hears what no boundary caught.
    onUncaughtError: (error) => errors.report(error, 'render'),
    onCaughtError: () => {},
  });
  try {
    // The single start-up switch: with no platform configured, the embedded sandbox answers every call.
    // A build with a platform URL drops this branch, and with it every line of sandbox code.
    let sandboxPanel: React.ReactNode = null;
    if (usesSandbox) {
      const sandbox = await import('./sandbox/browser');
      await sandbox.startSandbox();
      const { SandboxPanel } = await import('./sandbox/SandboxPanel');
      sandboxPanel = <SandboxPanel />;
    }
    await activateLocale(detectLocale(localStorage, navigator.languages));
    const services = createServices(localStorage, errors);
    root.render(
      <StrictMode>
        <AppProviders services={services} storage={localStorage}>
          {sandboxPanel}
          <App />
        </AppProviders>
      </StrictMode>,
    );
    if (!usesSandbox) registerShellWorker();
  } catch (error) {
    // Not even the start worked (a lost connection while loading the translations, say): say so readably.
    errors.report(error, 'startup');
    root.render(<AppCrashScreen />);
  }
}

void start();
