import { delay, HttpResponse, http } from 'msw';
import type { TrackedFailure } from '../../app/errorTracking';
import { isScenario } from '../scenarios';
import { keptFailures } from '../store';
import { fail, readJson, type SandboxContext } from './context';

const slowMs = 3_000;
/** Longer than the client's 30 s timeout (config.requestTimeoutMs), shorter than the HTTP server's 35 s cap. */
export const noAnswerMs = 31_000;

/**
 * Runs before every sandbox call: the `slow`, `no-answer` and `flaky` scenarios. Answers nothing itself, so the request
 * falls through to its real handler.
 */
export function faultHandlers(ctx: SandboxContext) {
  const hosts = [ctx.hosts.platformUrl, ctx.hosts.cloudFunctionsUrl, ctx.hosts.contentUrl];
  return hosts.map((host) =>
    http.all(`${host}/*`, async ({ request }) => {
      // The sandbox's own endpoints (control, failures) answer whatever the scenarios.
      if (/\/_sandbox\/(control|failures)$/.test(new URL(request.url).pathname)) return undefined;
      const { scenarios } = ctx.store.data.settings;
      if (scenarios.includes('slow')) await delay(slowMs);
      if (scenarios.includes('no-answer')) await delay(noAnswerMs);
      if (scenarios.includes('flaky')) {
        const count = ctx.store.update((data) => ++data.requestCount);
        if (count % 3 === 0) return count % 2 === 0 ? HttpResponse.error() : fail(502, 'Bad gateway', [502]);
      }
      return undefined;
    }),
  );
}

/**
 * The failure a Sentry envelope carries (an `event` item, as src/app/sentryTracker.ts sends it), or none. An
 * envelope is lines of JSON: its header, then each item's header and payload.
 */
export function failureFromEnvelope(envelope: string): TrackedFailure | undefined {
  const lines = envelope.split('\n').filter(Boolean);
  for (let index = 1; index + 1 < lines.length; index += 2) {
    try {
      const itemHeader = JSON.parse(lines[index]!) as { type?: string };
      if (itemHeader.type !== 'event') continue;
      const event = JSON.parse(lines[index + 1]!) as {
        tags?: Record<string, string>;
        contexts?: { failure?: { route?: string; call?: string } };
        exception?: { values?: { type?: string; value?: string }[] };
      };
      const exception = event.exception?.values?.[0];
      const status = Number(event.tags?.status);
      return {
        source: (event.tags?.source ?? 'window') as TrackedFailure['source'],
        name: exception?.type ?? 'Error',
        message: exception?.value ?? '',
        route: event.contexts?.failure?.route ?? '',
        ...(event.contexts?.failure?.call ? { call: event.contexts.failure.call } : {}),
        ...(event.tags?.kind ? { kind: event.tags.kind } : {}),
        ...(Number.isFinite(status) ? { status } : {}),
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The maintenance file, the sandbox's own control endpoint (scenarios, step length, reset), and the failures the
 * app tracks (the sandbox plays the deployer's error tracker; its panel lists them).
 */
export function systemHandlers(ctx: SandboxContext) {
  const { store } = ctx;
  const keep = (failure: TrackedFailure) => {
    const kept = { ...failure, at: new Date(ctx.now()).toISOString() };
    store.update((data) => {
      data.failures = [...data.failures, kept].slice(-keptFailures);
    });
    return kept;
  };
  const trackerHandlers = ctx.hosts.errorTrackerUrl
    ? [
        http.post(`${ctx.hosts.errorTrackerUrl}/api/:project/envelope/`, async ({ request }) => {
          const failure = failureFromEnvelope(await request.text());
          if (failure) keep(failure);
          return HttpResponse.json({});
        }),
      ]
    : [];
  return [
    ...trackerHandlers,
    http.get(ctx.hosts.maintenanceUrl, () =>
      HttpResponse.json(
        store.data.settings.scenarios.includes('maintenance')
          ? { dev: true, message: 'Scheduled maintenance' }
          : { dev: false },
      ),
    ),
    http.get(`${ctx.hosts.platformUrl}/_sandbox/control`, () => HttpResponse.json(store.data.settings)),
    http.post(`${ctx.hosts.platformUrl}/_sandbox/control`, async ({ request }) => {
      const body = await readJson(request);
      if (body.reset === true) store.reset();
      store.update((data) => {
        if (Array.isArray(body.scenarios))
          data.settings.scenarios = body.scenarios.filter((s): s is never => typeof s === 'string' && isScenario(s));
        if (typeof body.stepMs === 'number' && body.stepMs >= 100 && body.stepMs <= 60_000)
          data.settings.stepMs = body.stepMs;
      });
      return HttpResponse.json(store.data.settings);
    }),
    http.get(`${ctx.hosts.platformUrl}/_sandbox/failures`, () => HttpResponse.json(store.data.failures)),
    http.post(`${ctx.hosts.platformUrl}/_sandbox/failures`, async ({ request }) => {
      const body = await readJson(request);
      if (typeof body.name !== 'string' || typeof body.message !== 'string' || typeof body.route !== 'string')
        return fail(422, 'A failure needs a name, a message and a route', [422]);
      return HttpResponse.json(keep(body as unknown as TrackedFailure), { status: 201 });
    }),
    http.delete(`${ctx.hosts.platformUrl}/_sandbox/failures`, () => {
      store.update((data) => {
        data.failures = [];
      });
      return HttpResponse.json([]);
    }),
  ];
}
