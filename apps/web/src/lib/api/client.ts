import { callKey, CSRF_HEADER, type FieldErrors } from '@kodumasinad/contract';
import { ApiError } from './api-error';
import { readErrorReply } from './error-reply';
import { replySchema, type ReplyName, type ReplyOf, type Schema } from './reply-schemas';
import { hidesErrorMessage, isSearchPath } from './search-paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: HttpMethod;
  /** JSON-encoded unless it is FormData (multipart, e.g. the settings logo). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Search-type call: no loading counter, failures show nothing. Defaults to the path matcher. */
  search?: boolean;
  /** Throw an ApiError after the failure was handled (SPEC §8: login, password, settings, …). */
  rethrow?: boolean;
  /** Show the `message` of an error reply; off by default for /api/order (SPEC §7). */
  showErrorMessage?: boolean;
  /** A 404 is answered by the screen's own 404 page, so its `message` is not shown as well. */
  quietNotFound?: boolean;
  /**
   * Background loads of the shell (footer, menu, user refresh) keep what the message area
   * shows, e.g. the page's initial error; every other call clears messages first (SPEC §7).
   */
  clearMessages?: boolean;
}

/** Everything the client touches outside itself, so it runs without React and in tests. */
export interface ApiClientDeps {
  csrf: { get(): string | null; set(token: string): void };
  messages: {
    clear(): void;
    setError(error: string | null, errs?: FieldErrors): void;
    setWarning(warning: string): void;
    addToast(text: string): void;
  };
  loader: { start(): void; stop(): void };
  session: {
    clearUser(): void;
    /** True on screens where a 401 must not send the visitor to /login (SPEC §4). */
    onPublicRoute(): boolean;
    navigate(to: string): Promise<void> | void;
  };
  /**
   * A reply the page already carries for a GET (keyed by the contract's `callKey`), handed out
   * once; undefined: ask the server (decision 059).
   */
  earlyReply?(key: string): unknown;
}

export const NETWORK_ERROR_MESSAGE = 'Serveriga ei õnnestunud ühendust saada. Palun proovi uuesti.';
export const GENERIC_ERROR_MESSAGE = 'Midagi läks valesti. Palun proovi uuesti.';
export const INVALID_REPLY_MESSAGE = 'Serveri vastus oli ootamatu. Palun proovi uuesti.';
export const LOGIN_PATH = '/login';

export type { Schema };
/** A call's reply: a schema object (the back-office), or the name of a contract schema (the shop). */
export type ReplySpec = Schema | ReplyName | null;
export type Parsed<S> = S extends ReplyName ? ReplyOf<S> : S extends Schema<infer T> ? T : unknown;
type RethrowOptions = CallOptions & { rethrow: true };

export interface ApiClient {
  request<S extends ReplySpec>(path: string, schema: S, options: RethrowOptions): Promise<Parsed<S>>;
  request<S extends ReplySpec>(
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<Parsed<S> | undefined>;
  get<S extends ReplySpec>(path: string, schema: S, options: RethrowOptions): Promise<Parsed<S>>;
  get<S extends ReplySpec>(path: string, schema: S, options?: CallOptions): Promise<Parsed<S> | undefined>;
  post<S extends ReplySpec>(
    path: string,
    body: unknown,
    schema: S,
    options: RethrowOptions,
  ): Promise<Parsed<S>>;
  post<S extends ReplySpec>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<Parsed<S> | undefined>;
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

async function readJson(reply: Response): Promise<unknown> {
  const text = await reply.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body as JSON (undefined when it is not JSON), or why it could not be read at all. */
async function readBody(reply: Response): Promise<{ json: unknown } | { failure: unknown }> {
  try {
    return { json: await readJson(reply) };
  } catch (failure) {
    return { failure };
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  function failure(error: ApiError, options: CallOptions): undefined {
    if (options.rethrow) throw error;
    return undefined;
  }

  /** SPEC §8 for a non-2xx reply. */
  async function handleErrorReply(
    reply: { status: number },
    body: unknown,
    path: string,
    options: CallOptions,
  ): Promise<ApiError> {
    const extras = readErrorReply(body);
    const message = extras.message ?? GENERIC_ERROR_MESSAGE;
    const errors = extras.errors ?? {};
    const error = new ApiError('http', message, reply.status, errors, extras.code);

    if (reply.status === 401) {
      deps.session.clearUser();
      if (!deps.session.onPublicRoute()) await deps.session.navigate(LOGIN_PATH);
    } else if (reply.status === 403 && extras.redirect) {
      await deps.session.navigate(extras.redirect);
    }

    // After any navigation above, so leaving the page does not wipe what is shown here.
    const showMessage =
      (options.showErrorMessage ?? !hidesErrorMessage(path)) &&
      !(reply.status === 404 && options.quietNotFound === true);
    if (Object.keys(errors).length > 0) deps.messages.setError(showMessage ? message : null, errors);
    else if (showMessage) deps.messages.setError(message);
    if (extras.warning) deps.messages.setWarning(extras.warning);
    return error;
  }

  async function request(path: string, spec: ReplySpec, callOptions: CallOptions = {}) {
    const method = callOptions.method ?? 'GET';
    const search = callOptions.search ?? isSearchPath(path);
    const options = { ...callOptions, search };

    if (options.clearMessages !== false) deps.messages.clear();
    if (!search) deps.loader.start();
    try {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      };
      const csrf = deps.csrf.get();
      if (csrf) headers[CSRF_HEADER] = csrf;
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }

      // A GET the page already answered (decision 059) is taken from there, once.
      const early = method === 'GET' ? deps.earlyReply?.(callKey(path, options.query)) : undefined;
      let reply: { ok: boolean; status: number; json: unknown };
      if (early !== undefined) reply = { ok: true, status: 200, json: early };
      else {
        let response: Response;
        try {
          response = await globalThis.fetch(withQuery(path, options.query), {
            method,
            headers,
            body,
            credentials: 'same-origin',
            signal: options.signal,
          });
        } catch (error) {
          if (isAbort(error, options.signal)) {
            return failure(new ApiError('aborted', 'Päring katkestati.'), options);
          }
          if (!search) deps.messages.setError(NETWORK_ERROR_MESSAGE);
          return failure(new ApiError('network', NETWORK_ERROR_MESSAGE), options);
        }
        const read = await readBody(response);
        reply = { ok: response.ok, status: response.status, json: 'json' in read ? read.json : undefined };
        // An OK reply whose body read was cut off (the caller's screen left, or the page is being
        // navigated away) says nothing about the server's answer: no "unexpected reply" message.
        if ('failure' in read && response.ok) {
          if (isAbort(read.failure, options.signal))
            return failure(new ApiError('aborted', 'Päring katkestati.'), options);
          if (!search) deps.messages.setError(NETWORK_ERROR_MESSAGE);
          return failure(new ApiError('network', NETWORK_ERROR_MESSAGE), options);
        }
      }
      const { json } = reply;
      const token = stringField(json, 'csrf_token');
      if (token) deps.csrf.set(token);

      if (!reply.ok && options.signal?.aborted) {
        // The caller gave up while the reply was read (its screen left, often for /login after
        // another call's 401): a 401 still ends the session, but nobody is shown a message about
        // a body that never arrived.
        if (reply.status === 401)
          await handleErrorReply(reply, json, path, { ...options, showErrorMessage: false });
        return failure(new ApiError('aborted', 'Päring katkestati.'), options);
      }
      if (!reply.ok) {
        // Search failures are ignored (SPEC §8), but an expired session is not a search failure:
        // a 401 goes to /login like every other call's (SPEC §4).
        if (search && reply.status !== 401) {
          return failure(new ApiError('http', GENERIC_ERROR_MESSAGE, reply.status), options);
        }
        return failure(await handleErrorReply(reply, json, path, options), options);
      }

      const schema = typeof spec === 'string' ? await replySchema(spec) : spec;
      const parsed = schema ? schema.safeParse(json) : { success: true as const, data: json };
      if (!parsed.success || json === undefined) {
        if (!search) deps.messages.setError(INVALID_REPLY_MESSAGE);
        return failure(new ApiError('invalid-reply', INVALID_REPLY_MESSAGE, reply.status), options);
      }
      const message = stringField(json, 'message');
      const warning = stringField(json, 'warning');
      if (message) deps.messages.addToast(message);
      if (warning) deps.messages.setWarning(warning);
      return parsed.data;
    } finally {
      if (!search) deps.loader.stop();
    }
  }

  return {
    request: request as ApiClient['request'],
    get: ((path: string, schema: ReplySpec, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'GET' })) as ApiClient['get'],
    post: ((path: string, body: unknown, schema: ReplySpec, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'POST', body })) as ApiClient['post'],
  };
}
