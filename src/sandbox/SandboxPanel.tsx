/**
 * A small panel for testers: which scenarios are active, how long a simulated step takes, and the failures the app
 * tracked (as a deployer's error tracker would receive them). Sandbox only; it is a tool for testing the app, so it
 * speaks English and is not in the translation catalogs.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import { failuresUrl } from './failureTracker';
import { type Scenario, scenarioDescriptions, scenarios } from './scenarios';
import './sandbox.css';
import type { SandboxFailure } from './store';

interface Settings {
  scenarios: Scenario[];
  stepMs: number;
}

const controlUrl = `${config.platformUrl}/_sandbox/control`;

async function post(body: object): Promise<Settings> {
  const response = await fetch(controlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

export function SandboxPanel() {
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<Settings>();
  const [failures, setFailures] = useState<SandboxFailure[]>([]);
  useEffect(() => {
    if (!open) return;
    fetch(controlUrl).then(
      (response) => response.json().then(setSettings),
      () => undefined,
    );
    fetch(failuresUrl).then(
      (response) => response.json().then(setFailures),
      () => undefined,
    );
  }, [open]);
  const toggle = (name: Scenario) => {
    if (!settings) return;
    const next = settings.scenarios.includes(name)
      ? settings.scenarios.filter((active) => active !== name)
      : [...settings.scenarios, name];
    void post({ scenarios: next }).then(setSettings);
  };
  return (
    <aside className="sandbox-panel" aria-label="Sandbox platform">
      <button type="button" className="sandbox-panel__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Sandbox{settings?.scenarios.length ? ` (${settings.scenarios.length})` : ''}
      </button>
      {open && settings && (
        <div className="sandbox-panel__body">
          <fieldset>
            <legend>Scenarios</legend>
            {scenarios.map((name) => (
              <label key={name}>
                <input type="checkbox" checked={settings.scenarios.includes(name)} onChange={() => toggle(name)} />
                <span>
                  <code>{name}</code> {scenarioDescriptions[name]}
                </span>
              </label>
            ))}
          </fieldset>
          <label className="sandbox-panel__step">
            Step length (ms)
            <input
              type="number"
              min={100}
              max={60_000}
              step={100}
              defaultValue={settings.stepMs}
              onBlur={(event) => void post({ stepMs: Number(event.currentTarget.value) }).then(setSettings)}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              if (window.confirm('Reset the sandbox to its seed? Orders, new users and changes are lost.')) {
                void post({ reset: true }).then(() => window.location.reload());
              }
            }}
          >
            Reset sandbox data
          </button>
          <TrackedFailures
            failures={failures}
            onClear={() => void fetch(failuresUrl, { method: 'DELETE' }).then(() => setFailures([]))}
          />
        </div>
      )}
    </aside>
  );
}

/** The failures the app tracked, the newest first: what the deployer's error tracker would have received. */
function TrackedFailures({ failures, onClear }: { failures: SandboxFailure[]; onClear: () => void }) {
  return (
    <section className="sandbox-panel__failures" aria-labelledby="sandbox-failures">
      <h2 id="sandbox-failures">Failures tracked ({failures.length})</h2>
      {failures.length === 0 ? (
        <p>None since the last reset.</p>
      ) : (
        <>
          <ol>
            {[...failures].reverse().map((failure) => (
              <li key={`${failure.at}-${failure.message}`}>
                <time dateTime={failure.at}>{new Date(failure.at).toLocaleTimeString()}</time>{' '}
                <code>{failure.source}</code> {failure.name}: {failure.message}
                <br />
                on <code>{failure.route || '/'}</code>
                {failure.call && (
                  <>
                    {' '}
                    calling <code>{failure.call}</code>
                    {failure.status !== undefined && ` (${failure.status})`}
                  </>
                )}
              </li>
            ))}
          </ol>
          <button type="button" onClick={onClear}>
            Clear failures
          </button>
        </>
      )}
    </section>
  );
}
