/**
 * The HTTP layer of the platform client: one ofetch instance per host, the common headers, the 30 s timeout,
 * no hidden retries (retries are modelled in the charts), zod on every answer, and one normalised ApiError.
 */
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import { type EarlyCall, hasEarlyCall, takeEarlyCall } from './earlyCalls';
import { headerNames } from './headers';
import './zodSetup';
import type * as z from 'zod/mini';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly errorDescription?: string;
  readonly errorCodes: readonly number[];
  /** True when the app must not report this error globally (SPEC.md section 8). */
  readonly silent: boolean;
  readonly path: string;

  constructor(init: {
    kind: ApiErrorKind;
    path: string;
    status?: number;
    errorDescription?: string;
    errorCodes?: readonly number[];
    silent?: boolean;
    cause?: unknown;
  }) {
    super(init.errorDescription ?? `${init.kind} error on ${init.path}${init.status ? ` (${init.status})` : ''}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status;
    this.errorDescription = init.errorDescription;
    this.errorCodes = init.errorCodes ?? [];
    this.silent = init.silent ?? init.kind === 'cancelled';
  }

  hasCode(...codes: number[]): boolean {
    return this.errorCodes.some((code) => codes.includes(code));
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether the global error handler should hear of this error. */
export const isReportable = (error: unknown): boolean => !(isApiError(error) && error.silent);

export interface HostOptions {
  baseURL: string;
  timeoutMs: number;
  /** Extra headers for every request to this host (auth token, locale, app version). Read per request. */
  headers?: () => Record<string, string | undefined>;
  /** Whether every request carries a fresh correlation id. */
  correlationId?: boolean;
  /** Hears every failed request of this host, before the caller does (the app's global error handler). */
  onError?: (error: ApiError, request: SentRequest) => void;
  /**
   * Settles when the host can answer (the embedded sandbox platform once its worker runs); requests wait for it,
   * so the app paints its first screen without waiting for the platform. Its timeout starts after.
   */
  ready?: Promise<unknown>;
  /**
   * The calls the page sent before the app's code came (src/api/earlyCalls.ts): a request that matches one, with
   * the same auth token, takes its answer instead of going out again. A failed early call is sent again.
   */
  early?: EarlyCall[];
}

/** What a failed request was sent with, for the `onError` hook. */
export interface SentRequest {
  method: NonNullable<RequestOptions['method']>;
  path: string;
  headers: Readonly<Record<string, string>>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Statuses that are expected answers to this call and must not be reported globally. */
  silentStatuses?: readonly number[];
  /** Override of the host's timeout (the maintenance check uses 20 s). */
  timeoutMs?: number;
}

export interface Host {
  /** Sends a request and parses the JSON answer with `schema`. */
  json<S extends z.ZodMiniType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>>;
  /** Sends a request whose answer is binary (invoices). */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * Sends a GET before anyone asks for it, with the headers of this moment, and keeps it with the page's early
   * calls: the first same request with the same token takes its answer (a failed one is sent again). Nothing is
   * sent when such an early call is already kept, or when this host keeps none (no `early`).
   */
  sendEarly(path: string): void;
}

const newCorrelationId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const cleanHeaders = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));

const cleanQuery = (query: RequestOptions['query']) =>
  query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

interface ErrorBody {
  errorDescription?: unknown;
  errorCodes?: unknown;
}

function normalise(
  error: unknown,
  path: string,
  reason: 'timeout' | 'cancelled' | undefined,
  silent: readonly number[],
) {
  if (error instanceof ApiError) return error;
  if (reason) return new ApiError({ kind: reason, path, cause: error });
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const data: unknown = error.data;
    const body: ErrorBody = typeof data === 'object' && data !== null ? data : {};
    const { errorDescription, errorCodes } = body;
    return new ApiError({
      kind: 'http',
      path,
      status,
      errorDescription: typeof errorDescription === 'string' ? errorDescription : undefined,
      errorCodes: Array.isArray(errorCodes) ? errorCodes.filter((code) => typeof code === 'number') : [],
      silent: silent.includes(status),
      cause: error,
    });
  }
  return new ApiError({ kind: 'network', path, cause: error });
}

/**
 * An early call's answer when it is a success (its body); undefined when there is none or it failed, so the
 * request is sent as usual. A timeout or the caller's abort ends the wait as it ends a request.
 */
async function earlyAnswer(answer: EarlyCall['answer'] | undefined, signal: AbortSignal) {
  if (!answer) return undefined;
  signal.throwIfAborted();
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  aborted.catch(() => undefined);
  const taken = await Promise.race([answer.catch(() => undefined), aborted]);
  return taken && taken.status >= 200 && taken.status < 300 ? taken.data : undefined;
}

export function createHost(options: HostOptions): Host {
  const $fetch = ofetch.create({ baseURL: options.baseURL, retry: 0 });

  const headersNow = (extra?: Record<string, string | undefined>) =>
    cleanHeaders({
      ...options.headers?.(),
      ...(options.correlationId ? { [headerNames.correlationId]: newCorrelationId() } : {}),
      ...extra,
    });

  async function send<T>(
    path: string,
    request: RequestOptions,
    fetchOptions: FetchOptions<'json' | 'blob'>,
    parse: (data: unknown) => T,
  ): Promise<T> {
    const method = request.method ?? 'GET';
    const headers = headersNow(request.headers);
    // ofetch ignores its own timeout when a signal is given, so the two are combined here.
    const controller = new AbortController();
    let reason: 'timeout' | 'cancelled' | undefined;
    const onCallerAbort = () => {
      reason ??= 'cancelled';
      controller.abort(request.signal?.reason);
    };
    if (request.signal?.aborted) onCallerAbort();
    request.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (options.ready) {
      try {
        await options.ready;
      } catch (error) {
        request.signal?.removeEventListener('abort', onCallerAbort);
        const failure = normalise(error, path, reason, []);
        options.onError?.(failure, { method, path, headers });
        throw failure;
      }
    }
    const timer = setTimeout(() => {
      reason ??= 'timeout';
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, request.timeoutMs ?? options.timeoutMs);
    try {
      const early = await earlyAnswer(
        takeEarlyCall(options.early, { method, path, token: headers[headerNames.authToken] }),
        controller.signal,
      );
      const data: unknown =
        early ??
        (await $fetch(path, {
          ...fetchOptions,
          method,
          query: cleanQuery(request.query),
          body: request.body as FetchOptions['body'],
          headers,
          signal: controller.signal,
        }));
      return parse(data);
    } catch (error) {
      const failure = normalise(error, path, reason, request.silentStatuses ?? []);
      options.onError?.(failure, { method, path, headers });
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    json(schema, path, request = {}) {
      return send(path, request, { responseType: 'json' }, (data) => {
        const parsed = schema.safeParse(data);
        if (!parsed.success) throw new ApiError({ kind: 'schema', path, cause: parsed.error });
        return parsed.data;
      });
    },
    sendEarly(path) {
      const { early } = options;
      const headers = headersNow();
      const call = { method: 'GET', path, token: headers[headerNames.authToken] };
      if (!early || hasEarlyCall(early, call)) return;
      const answer = (async () => {
        await options.ready;
        const response = await $fetch.raw(path, { method: 'GET', headers, ignoreResponseError: true });
        return { status: response.status, data: response._data };
      })();
      answer.catch(() => undefined); // A failure is sent again by the request that takes it.
      early.push({ ...call, at: Date.now(), answer });
    },
    blob(path, request = {}) {
      return send(path, request, { responseType: 'blob' }, (data) => {
        if (data instanceof Blob) return data;
        throw new ApiError({ kind: 'schema', path });
      });
    },
  };
}
