import type { Context } from '@netlify/functions';
// Core types and safeParse accept every zod schema, full or mini (shared schemas are zod/mini).
import * as z from 'zod/mini';
import type { ApiMethod, ApiPath, ApiRoutes, EventStream, HtmlPage, ImageFile, NoContent, Redirect } from '#shared/api';
import { findMalformedText, MALFORMED_TEXT } from '#shared/schemas/safeText';
import { API_SECURITY_HEADERS } from '#shared/securityHeaders';
import { ConfigError, serverEnv } from './env';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  RateLimited,
  Refused,
  TooLarge,
  Unauthenticated,
  Unavailable,
  UpstreamFailed,
  UpstreamTimedOut,
  WrongContentType,
} from './errors';
import { isStoreBusy, isStoreCredentialError } from './firebase';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** What a person sees when the server is misconfigured: which setting, so whoever runs it knows what to fix. */
export const configErrorMessage = (settings: string[]) =>
  `The service is not set up correctly (${settings.join(', ')}). Please try again later; if this continues, contact support.`;

/** A configuration problem is ours, not the person's: logged in full, a 503 that names the setting. */
function configErrorResponse(error: ConfigError): Response {
  console.error(`Configuration error: ${error.message}`);
  return json({ error: configErrorMessage(error.settings) }, 503);
}

export const STORE_BUSY = 'The service is busy right now. Please try again in a few seconds.';

const retryAfter = (seconds: number | undefined): Record<string, string> =>
  seconds === undefined ? {} : { 'retry-after': String(seconds) };

/** The one mapping of domain errors to HTTP: the status, and what the answer carries besides `{error}`. */
function domainErrorResponse(error: DomainError): Response {
  const answer = (status: number, headers: Record<string, string> = {}, details: Record<string, unknown> = {}) =>
    json({ error: error.message, ...details }, status, headers);
  if (error instanceof Invalid) return answer(400);
  if (error instanceof Unauthenticated) return answer(401);
  if (error instanceof Forbidden) return answer(403);
  if (error instanceof NotFound) return answer(404);
  if (error instanceof Conflict) return answer(409, error.existingContactId ? { 'x-contact-id': error.existingContactId } : {});
  if (error instanceof TooLarge) return answer(413);
  if (error instanceof WrongContentType) return answer(415);
  if (error instanceof Refused) return answer(422, {}, error.details);
  if (error instanceof RateLimited) return answer(429, retryAfter(error.retryAfterSeconds));
  if (error instanceof UpstreamFailed) return answer(502);
  if (error instanceof Unavailable) return answer(503, retryAfter(error.retryAfterSeconds));
  if (error instanceof UpstreamTimedOut) return answer(504);
  // A kind added to errors.ts and not here is a bug of ours.
  throw new Error(`No HTTP status for ${error.constructor.name}: ${error.message}`);
}

/** Any error as the answer a person gets: theirs to act on in words, ours (config, store, bug) without details. */
export function errorResponse(error: unknown): Response {
  if (error instanceof DomainError) return domainErrorResponse(error);
  if (error instanceof ConfigError) return configErrorResponse(error);
  if (isStoreCredentialError(error)) {
    return configErrorResponse(
      new ConfigError(['FIREBASE_SERVICE_ACCOUNT'], `Firestore refused the service account: ${(error as Error).message}`),
    );
  }
  if (isStoreBusy(error)) {
    console.warn('Firestore busy or unreachable:', (error as Error).message);
    return json({ error: STORE_BUSY }, 503, { 'retry-after': '5' });
  }
  // A bug: log it for us, tell the person something generic, never leak a stack.
  console.error('Unhandled error in function:', error);
  return json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}

/**
 * What routes read from Netlify's context: the path parameters of the function's `config.path`,
 * the client's address, and waitUntil (work that goes on after the answer, the invocation kept
 * alive until it settles).
 */
export type RouteContext = Pick<Context, 'params' | 'ip' | 'waitUntil'>;

type Route = (req: Request, context: RouteContext) => Promise<Response>;

/**
 * Headers an HTML document served by a function (the unsubscribe page, opened from an email)
 * sets for itself: its policy must let its own form post and keep its link out of referrers,
 * which the API's allow-nothing defaults forbid.
 */
const DOCUMENT_OWN_HEADERS = new Set(['content-security-policy', 'referrer-policy']);

const isHtmlDocument = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Headers a public image (shown in an email) sets for itself: it is cached for good and shown
 * by webmail from another origin, which the API's no-store and same-origin defaults forbid.
 */
const IMAGE_OWN_HEADERS = new Set(['cache-control', 'cross-origin-resource-policy']);

const isImage = (response: Response) => /^image\/(png|jpeg)$/i.test(response.headers.get('content-type') ?? '');

/**
 * The response with the API's security headers. They replace a route's own, except that an HTML
 * document keeps its own Content-Security-Policy and Referrer-Policy, and a PNG or JPEG its own
 * caching and Cross-Origin-Resource-Policy, when they set them; JSON (and anything else) always
 * gets the API's.
 */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  const ownHeaders = isHtmlDocument(secured) ? DOCUMENT_OWN_HEADERS : isImage(secured) ? IMAGE_OWN_HEADERS : null;
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (ownHeaders?.has(name.toLowerCase()) && secured.headers.has(name)) continue;
    secured.headers.set(name, value);
  }
  return secured;
}

/**
 * Wraps a handler so every thrown error becomes `{error}` with the right status,
 * and every answer, success or error, carries the security headers.
 */
export function handler(fn: Route): Route {
  return async (req, context) => {
    let response: Response;
    try {
      // Checked before anything else: with a bad setting every answer is the same honest 503.
      serverEnv();
      response = await fn(req, context);
    } catch (error) {
      response = errorResponse(error);
    }
    return withSecurityHeaders(response);
  };
}

/** An answer with another status than 200, or with headers of its own (a download's file name). */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** 201: the answer to a request that created something. */
export const created = <T>(body: T) => new Reply(body, 201);

/**
 * What a handler of `methods()` returns for a route's answer type: the data (JSON, 200) or a
 * Reply; nothing for 204; a Response it builds itself only for streams, pages and images.
 */
type Answer<T> = [T] extends [NoContent] ? void : T extends EventStream | HtmlPage | ImageFile | Redirect ? Response : T | Reply<T>;

type MethodHandlers<P extends ApiPath> = {
  [M in ApiMethod<P>]: (req: Request, context: RouteContext) => Promise<Answer<ApiRoutes[P][M]>>;
};

const methodNotAllowed = (allowed: string[]) =>
  json({ error: `Use ${allowed.join(' or ')} for this address.` }, 405, { allow: allowed.join(', ') });

/**
 * One handler per method for the route at `path` (a key of the shared route table, whose types
 * the handlers must answer with). Any other method is answered 405 with Allow, before anything
 * else is read.
 */
export function methods<P extends ApiPath>(_path: P, handlers: MethodHandlers<P>): Route {
  const table = handlers as Record<string, (req: Request, context: RouteContext) => Promise<unknown>>;
  const allowed = Object.keys(table);
  return async (req, context) => {
    const handle = table[req.method];
    if (!handle) return methodNotAllowed(allowed);
    const answer = await handle(req, context);
    if (answer instanceof Response) return answer;
    if (answer instanceof Reply) return json(answer.body, answer.status, answer.headers);
    if (answer === undefined) return new Response(null, { status: 204 });
    return json(answer);
  };
}

/** `what` as the routes name it for a 404 ("That sequence"). */
export const malformedAddress = (what: string) =>
  `The address of ${what.replace(/^That /, 'that ')} is not valid: it contains a broken %-encoding. Check the link and try again.`;

/**
 * A path parameter, percent-decoded (Netlify passes it as it appears in the
 * URL), or null when the path has none. Malformed encoding such as "%E0%A4%A"
 * is a broken address, not a missing record: 400, before anything else is done.
 */
export function pathParam(context: RouteContext, name: string, what: string): string | null {
  const raw = context.params[name];
  if (raw === undefined || raw === '') return null;
  try {
    // Throws on broken UTF-8 too, so what it returns is always well-formed.
    return decodeURIComponent(raw);
  } catch {
    throw new Invalid(malformedAddress(what));
  }
}

/** The first issue's message: schemas carry the spec's wording. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'The request was not valid.';
}

/** The value as the schema reads it, or Invalid with the first issue's message and the field it is about. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new Invalid(firstIssueMessage(parsed.error), parsed.error.issues[0]?.path.join('.') || undefined);
  return parsed.data;
}

export const MAX_JSON_BYTES = 256 * 1024;
export const TOO_LARGE = 'The request is too large.';

/**
 * The body's bytes, counted as they arrive: more than `maxBytes` is a 413 at
 * that moment, whatever Content-Length says (a chunked body has none).
 */
export async function readBodyCapped(req: Request, maxBytes: number, tooLarge = TOO_LARGE): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new TooLarge(tooLarge);
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLarge(tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Parses JSON text; 400 when it is not JSON or holds broken characters. */
export function parseJsonText(text: string, notJson = 'The request body is not valid JSON.'): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Invalid(notJson);
  }
  if (findMalformedText(body) !== null) throw new Invalid(MALFORMED_TEXT);
  return body;
}

/** Reads a JSON body and validates it; 400 with the schema's message, 413 when too large. */
export async function readJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Invalid('Send the request body as JSON (Content-Type: application/json).');
  const text = new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES));
  return parseWith(schema, parseJsonText(text));
}

/** A JSON body that may be left out: no body reads as {}. */
export async function readOptionalJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const text = new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES)).trim();
  if (text === '') return parseWith(schema, {});
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new Invalid('Send the request body as JSON (Content-Type: application/json).');
  return parseWith(schema, parseJsonText(text));
}

/**
 * For actions that take no input (POST to create or rotate): no body, or an empty JSON object.
 * Anything else is a client mistake, refused before anything changes.
 */
export async function readNoBody(req: Request): Promise<void> {
  const text = new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES)).trim();
  if (text === '') return;
  const body = parseJsonText(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length > 0) {
    throw new Invalid('This action takes no details: send no body, or {}.');
  }
}
