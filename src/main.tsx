import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { createServices } from './app/services';
import { usesSandbox } from './config';
import { activateLocale, detectLocale } from './i18n/i18n';
import { App } from './routes/App';
import './ui/global.css';

async function start() {
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
  const services = createServices(localStorage);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders services={services} storage={localStorage}>
        <App />
        {sandboxPanel}
      </AppProviders>
    </StrictMode>,
  );
}

void start();
