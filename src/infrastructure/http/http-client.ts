import { createFetch, FetchError } from 'ofetch';
import type { FetchContext } from 'ofetch';
import * as v from 'valibot';
import type { Locale } from '../../domain/locale/locale';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { ActivityMonitor } from '../../application/platform/activity-monitor';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { ListQuery } from '../../application/platform/list-query';
import type { Notifier } from '../../application/platform/notifier';
import { ErrorBodySchema } from './error-body';
import { encodeListQuery } from './json-api-query';
import type { UploadTransport } from './upload-transport';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec section 7: calls go to /api/external unless they are auth calls, which use /api. */
export type Api = 'external' | 'auth';

export interface HttpRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly api?: Api;
  readonly query?: ListQuery;
  /** Plain parameters added after the list query. */
  readonly params?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /**
   * The caller tells the user itself (with a message the spec prescribes, or next to the fields), so
   * a refusal raises no toast here. Network faults, malformed answers and 401s are still handled.
   */
  readonly quiet?: boolean;
  /**
   * The caller shows its own state for every failure (the session check's "cannot reach the server"),
   * so nothing is toasted here at all; a 401 still signs out.
   */
  readonly silent?: boolean;
  /** Cancels the call: leaving a screen or starting a newer load. An aborted call is not retried. */
  readonly signal?: AbortSignal;
  /** A call the portal makes by itself (following the agenda's changes): not shown in the loading bar. */
  readonly background?: boolean;
  /**
   * A download: told as the file comes in, the bytes so far and the file's length when the answer
   * gives one (Content-Length), so a long download can show how far it is.
   */
  readonly onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
  /**
   * A write's Idempotency-Key: one fresh key per user action, the same for each of its tries. A write
   * that carries one is retried like a read (the back office does it once whatever it is sent).
   */
  readonly idempotencyKey?: string;
}

/** A multipart upload (a document into a dossier): always a POST, never retried. */
export interface UploadRequest {
  readonly path: string;
  readonly form: FormData;
  /** Told as the body goes out: bytes sent so far of the whole request body. */
  readonly onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** As for `HttpRequest`: the caller shows refusals next to its fields. */
  readonly quiet?: boolean;
  readonly signal?: AbortSignal;
}

/** A GET whose answer the caller reads itself as it comes: a server-sent event stream. */
export interface StreamRequest {
  readonly path: string;
  readonly params?: HttpRequest['params'];
  /** The media type asked for, as the Accept header. */
  readonly accept: string;
  /** The caller's own headers, beside those of spec section 7 (a stream's Last-Event-ID). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Ends the call and the reading of its body. */
  readonly signal: AbortSignal;
}

/** A file as the server sent it: its bytes, its media type and the name Content-Disposition gave it. */
export interface DownloadedFile {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly mimeType: string;
  readonly fileName: string | null;
}

export interface HttpClientOptions {
  /** The fetch to use; the browser's by default, an in-process demo backend in tests. */
  readonly fetch?: typeof globalThis.fetch;
  /** Where the backend lives; empty means the portal's own origin. */
  readonly origin?: string;
  readonly locale: () => Locale;
  readonly portal: () => string;
  readonly csrfToken: () => string | null;
  readonly notifier: Notifier;
  /** Spec section 8: a 401 resets the user and sends them to /login. */
  readonly onUnauthorized: () => void;
  /** Each answer's `Date` header (null when it has none): the back office's clock (ServerTime). */
  readonly onServerDate?: (date: string | null) => void;
  /** How many times a safe call is tried again. */
  readonly maxRetries?: number;
  /** First backoff step in milliseconds; it doubles on each try. */
  readonly backoffMs?: number;
  readonly timeoutMs?: number;
  /** Told when a call starts and ends, for the loading bar. */
  readonly activity?: ActivityMonitor;
  /** How uploads go out; XMLHttpRequest by default, for its progress events. */
  readonly uploads?: UploadTransport;
  /** A large file on a slow line takes longer than an ordinary call. */
  readonly uploadTimeoutMs?: number;
}

/**
 * A file's bytes read as they come, telling `onProgress` the bytes so far and the length the answer
 * gives (none when it gives none, or a compressed length that is not the file's).
 */
async function readWithProgress(
  stream: ReadableStream<Uint8Array>,
  headers: Headers,
  request: Pick<HttpRequest, 'onProgress'>,
): Promise<ArrayBuffer> {
  const length = Number(headers.get('Content-Length'));
  const total = Number.isInteger(length) && length > 0 && !headers.get('Content-Encoding') ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = stream.getReader();
  request.onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    request.onProgress?.(received, total);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}

/** Spec section 9: the statuses worth another try. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/**
 * The statuses a write with an idempotency key is tried again on, besides a network fault or a time
 * out: those that say it was not done (yet). A 500 or 502 may have come after the write.
 */
export const WRITE_RETRY_STATUSES: readonly number[] = [408, 425, 429, 503];
const MAX_RETRY_AFTER_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when there is one (RFC 6266),
 * else the plain `filename`; null when neither is there or it cannot be read.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Reads a Retry-After header (seconds or an HTTP date) as a delay in milliseconds, capped so a
 * misbehaving server cannot park the portal.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(header);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}

/**
 * Reads are retried, and writes that carry an idempotency key (the back office does those once): any
 * other retried write could double a booking, and a retried auth or two-factor call could send a
 * second SMS or count as a second failed attempt.
 */
export function retriesFor(method: HttpMethod, api: Api, maxRetries: number, keyed = false): number {
  if (api === 'auth') return 0;
  return method === 'GET' || method === 'HEAD' || keyed ? maxRetries : 0;
}

const isWrite = (method: HttpMethod): boolean => method !== 'GET' && method !== 'HEAD';

/**
 * The one way the portal talks HTTP: JSON, the headers of spec section 7, cookies included, retries
 * for safe calls, every answer checked against its schema, and every failure told to the user once.
 */
export class HttpClient {
  private readonly fetch: typeof globalThis.fetch;
  private readonly $fetch;

  constructor(private readonly options: HttpClientOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.$fetch = createFetch({ fetch: this.fetch });
  }

  /**
   * The raw answer to a GET the caller reads as it comes (the agenda's change stream), sent as every
   * call is: through this client's fetch to its origin, with the headers of spec section 7 and the
   * cookies. Nothing else of a call applies, since a stream is no call: no time limit (it stays open),
   * no retry, no schema, no toast, no loading bar, and a 401 is the caller's to read. Rejects as fetch
   * does: a network fault, an abort.
   */
  async stream(request: StreamRequest): Promise<Response> {
    return this.fetch(this.urlOf(request), {
      method: 'GET',
      credentials: 'include',
      headers: { ...this.headersFor(this.options.csrfToken(), request.accept, null), ...request.headers },
      signal: request.signal,
    });
  }

  async request<TSchema extends v.GenericSchema>(
    schema: TSchema,
    request: HttpRequest,
  ): Promise<Result<v.InferOutput<TSchema>, GatewayFailure>> {
    const done = request.background ? undefined : this.options.activity?.begin();
    const text = await this.send(request).finally(() => done?.());
    if (!text.ok) return text;
    // A newer load may have replaced this one while its body was read: its answer no longer counts.
    if (request.signal?.aborted) return fail({ kind: 'aborted' });
    return this.parsed(schema, typeof text.value.body === 'string' ? text.value.body : '', request);
  }

  /**
   * A multipart upload with its progress, through the upload transport: the same headers, csrf token
   * and failure handling as every call, no retry (a retried upload would store the file twice).
   */
  async upload<TSchema extends v.GenericSchema>(
    schema: TSchema,
    request: UploadRequest,
  ): Promise<Result<v.InferOutput<TSchema>, GatewayFailure>> {
    const done = this.options.activity?.begin();
    let outcome;
    try {
      const csrf = await this.csrfFor('POST');
      outcome = await (
        await this.uploads()
      ).send({
        url: this.urlOf({ path: request.path }),
        headers: this.headersFor(csrf, 'application/json', null),
        body: request.form,
        timeoutMs: this.options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.onProgress ? { onProgress: request.onProgress } : {}),
      });
    } catch {
      // The request could not even be made (no XMLHttpRequest here, its code not fetched, a header it
      // refuses): nothing went out.
      outcome = { kind: 'network' } as const;
    } finally {
      done?.();
    }
    if (outcome.kind === 'aborted' || request.signal?.aborted) return fail({ kind: 'aborted' });
    if (outcome.kind === 'network') return this.networkFault({});
    if (outcome.status < 200 || outcome.status >= 300) {
      return this.rejected(outcome.status, outcome.statusText, outcome.body, request);
    }
    return this.parsed(schema, outcome.body, request);
  }

  /** A file to hand the user: its bytes, type and name, with the failures of any other call. */
  async download(request: HttpRequest): Promise<Result<DownloadedFile, GatewayFailure>> {
    const done = this.options.activity?.begin();
    const answer = await this.send(request, request.onProgress ? 'stream' : 'arrayBuffer')
      .then(async (sent) =>
        sent.ok && sent.value.body instanceof ReadableStream
          ? ok({ ...sent.value, body: await readWithProgress(sent.value.body, sent.value.headers, request) })
          : sent,
      )
      .catch(() =>
        request.signal?.aborted ? fail({ kind: 'aborted' as const }) : this.networkFault(request),
      )
      .finally(() => done?.());
    if (!answer.ok) return answer;
    if (request.signal?.aborted) return fail({ kind: 'aborted' });
    const { body, headers } = answer.value;
    return ok({
      bytes: new Uint8Array(body instanceof ArrayBuffer ? body : new ArrayBuffer(0)),
      mimeType: (headers.get('Content-Type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? '',
      fileName: fileNameOf(headers.get('Content-Disposition')),
    });
  }

  private parsed<TSchema extends v.GenericSchema>(
    schema: TSchema,
    text: string,
    request: Pick<HttpRequest, 'quiet' | 'silent'>,
  ): Result<v.InferOutput<TSchema>, GatewayFailure> {
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      return this.malformed(request);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) return this.malformed(request);
    return ok(parsed.output);
  }

  /** The browser's upload transport is fetched with the first upload: the sign-in page never needs it. */
  private async uploads(): Promise<UploadTransport> {
    if (this.options.uploads) return this.options.uploads;
    const { XhrUploadTransport } = await import('../browser/xhr-upload-transport');
    return new XhrUploadTransport(() => new XMLHttpRequest());
  }

  /** The headers of spec section 7 on every call: the language, the csrf token and the portal. */
  private headersFor(
    csrf: string | null,
    accept: string,
    contentType: string | null,
  ): Record<string, string> {
    return {
      Accept: accept,
      ...(contentType ? { 'Content-Type': contentType } : {}),
      'Accept-Language': this.options.locale(),
      'csrf-token': csrf ?? '',
      portal: this.options.portal(),
    };
  }

  private async send(
    request: HttpRequest,
    responseType: 'text' | 'arrayBuffer' | 'stream' = 'text',
  ): Promise<Result<{ body: unknown; headers: Headers }, GatewayFailure>> {
    const api = request.api ?? 'external';
    const { maxRetries = 2 } = this.options;
    const csrf = await this.csrfFor(request.method);
    const key = isWrite(request.method) && api !== 'auth' ? request.idempotencyKey : undefined;
    const headers =
      responseType === 'text'
        ? this.headersFor(csrf, 'application/json', 'application/json')
        : this.headersFor(csrf, '*/*', null);
    if (key) headers['Idempotency-Key'] = key;
    // A keyed write is retried here rather than by ofetch, which counts a network fault as a 500: a
    // write is tried again on a fault that says it was not done, never on a 500 that may follow it.
    for (let attempt = 0; ; attempt += 1) {
      const retries = key ? 0 : retriesFor(request.method, api, maxRetries);
      const answer = await this.attempt(request, responseType, headers, retries);
      if (answer.ok || !key || attempt >= maxRetries || request.signal?.aborted)
        return this.outcome(answer, request);
      const refused = answer.error instanceof FetchError ? answer.error.response : undefined;
      if (refused && !WRITE_RETRY_STATUSES.includes(refused.status)) return this.outcome(answer, request);
      const wait = this.delayBefore(attempt, refused?.headers ?? null);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** How long before the next try: what the server asked (Retry-After), else a backoff doubling each time. */
  private delayBefore(attempt: number, headers: Headers | null): number {
    const fromServer = retryAfterMs(headers?.get('Retry-After') ?? null, Date.now());
    return fromServer ?? (this.options.backoffMs ?? 300) * 2 ** attempt;
  }

  /** One call, with ofetch's own retries (`retries`, 0 for none); its answer or what it threw. */
  private async attempt(
    request: HttpRequest,
    responseType: 'text' | 'arrayBuffer' | 'stream',
    headers: Record<string, string>,
    retries: number,
  ): Promise<Result<{ body: unknown; headers: Headers }, unknown>> {
    const maxRetries = this.options.maxRetries ?? 2;
    // The caller's signal, and the time limit as a signal of its own: a time-out ('TimeoutError') is
    // worth another try, a cancellation ('AbortError') never is (ofetch tells them apart).
    const signals = [AbortSignal.timeout(this.options.timeoutMs ?? 30_000)];
    if (request.signal) signals.push(request.signal);
    try {
      const response = await this.$fetch.raw<unknown, 'json' | 'arrayBuffer' | 'stream'>(
        this.urlOf(request),
        {
          method: request.method,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          credentials: 'include',
          headers,
          ...(responseType === 'text' ? { parseResponse: (body: string) => body } : { responseType }),
          signal: AbortSignal.any(signals),
          retry: retries,
          retryStatusCodes: [...RETRY_STATUSES],
          retryDelay: (context: FetchContext) => {
            const remaining = typeof context.options.retry === 'number' ? context.options.retry : 0;
            return this.delayBefore(maxRetries - remaining, context.response?.headers ?? null);
          },
        },
      );
      this.options.onServerDate?.(response.headers.get('Date'));
      return ok({ body: response._data ?? '', headers: response.headers });
    } catch (error) {
      return fail(error);
    }
  }

  /** An attempt's answer as the caller gets it: the body, or the failure told as the request asks. */
  private async outcome(
    answer: Result<{ body: unknown; headers: Headers }, unknown>,
    request: HttpRequest,
  ): Promise<Result<{ body: unknown; headers: Headers }, GatewayFailure>> {
    if (answer.ok) return answer;
    const error = answer.error;
    if (request.signal?.aborted) return fail({ kind: 'aborted' });
    if (error instanceof FetchError && error.response) {
      // A refused download read as it came has its body still to read.
      const data: unknown =
        error.data instanceof ReadableStream
          ? await new Response(error.data).arrayBuffer().catch(() => new ArrayBuffer(0))
          : error.data;
      return this.rejected(error.response.status, error.response.statusText, data, request);
    }
    return this.networkFault(request);
  }

  /**
   * The server hands out the csrf token as a cookie on any answer; before the very first write of a
   * fresh browser there may be none yet, so one is fetched first.
   */
  private async csrfFor(method: HttpMethod): Promise<string | null> {
    const token = this.options.csrfToken();
    if (token || method === 'GET' || method === 'HEAD') return token;
    // Through the same path as every call, so it carries the headers of spec section 7 too. A failure
    // is not told here: the write itself will fail and tell the user why.
    await this.send({ method: 'GET', api: 'auth', path: '/auth/csrf', silent: true });
    return this.options.csrfToken();
  }

  private urlOf(request: Pick<HttpRequest, 'api' | 'path' | 'query' | 'params'>): string {
    const base = request.api === 'auth' ? '/api' : '/api/external';
    const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
    const params = request.query ? encodeListQuery(request.query) : new URLSearchParams();
    for (const [name, value] of Object.entries(request.params ?? {})) {
      if (value !== undefined) params.set(name, String(value));
    }
    const search = params.toString();
    return `${this.options.origin ?? ''}${base}${path}${search ? `?${search}` : ''}`;
  }

  private rejected(
    status: number,
    statusText: string,
    raw: unknown,
    request: Pick<HttpRequest, 'quiet' | 'silent'>,
  ): Result<never, GatewayFailure> {
    if (status === 401) {
      this.options.onUnauthorized();
      return fail({ kind: 'unauthorized' });
    }
    let body: v.InferOutput<typeof ErrorBodySchema> = {};
    // A download's refusal arrives as bytes like the file would have.
    const text = raw instanceof ArrayBuffer ? new TextDecoder().decode(raw) : raw;
    if (typeof text === 'string' && text.length > 0) {
      try {
        const parsed = v.safeParse(ErrorBodySchema, JSON.parse(text));
        if (parsed.success) body = parsed.output;
      } catch {
        // An error page that is not JSON still has a status text to show.
      }
    }
    const message = body.message?.trim() || statusText.trim();
    const told = !request.quiet && !request.silent;
    if (told)
      this.options.notifier.notify(
        message
          ? { type: 'error', title: message, verbatim: true }
          : { type: 'error', title: 'common.somethingWentWrong' },
      );
    return fail({
      kind: 'rejected',
      status,
      message: message || '',
      code: body.code ?? null,
      fieldErrors: body.errors ?? {},
      ...(body.clashes
        ? { inTheWay: body.clashes.map((clash) => ({ id: clash.appointmentId, start: clash.start ?? null })) }
        : {}),
      told,
    });
  }

  private malformed(request: Pick<HttpRequest, 'silent'>): Result<never, GatewayFailure> {
    if (!request.silent) this.options.notifier.notify({ type: 'error', title: 'common.malformedResponse' });
    return fail({ kind: 'malformed', told: !request.silent });
  }

  private networkFault(request: Pick<HttpRequest, 'silent'>): Result<never, GatewayFailure> {
    if (!request.silent) this.options.notifier.notify({ type: 'error', title: 'common.networkError' });
    return fail({ kind: 'network', told: !request.silent });
  }
}
