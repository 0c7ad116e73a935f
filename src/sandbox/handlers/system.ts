import { delay, HttpResponse, http } from 'msw';
import { isScenario } from '../scenarios';
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
      if (new URL(request.url).pathname.includes('/_sandbox/control')) return undefined;
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

/** The maintenance file, and the sandbox's own control endpoint (scenarios, step length, reset). */
export function systemHandlers(ctx: SandboxContext) {
  const { store } = ctx;
  return [
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
  ];
}
