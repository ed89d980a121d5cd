import type { Context } from '@netlify/functions';
// Core types and safeParse accept every zod schema, full or mini (shared schemas are zod/mini).
import * as z from 'zod/mini';

/** An error a client can act on: its message is shown to the person. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'That item') => new HttpError(404, `${what} was not found.`);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json({ error: error.message }, error.status, error.headers);
  // A bug: log it for us, tell the person something generic, never leak a stack.
  console.error('Unhandled error in function:', error);
  return json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}

/** What routes read from Netlify's context: the path parameters of the function's `config.path`. */
export type RouteContext = Pick<Context, 'params'>;

type Route = (req: Request, context: RouteContext) => Promise<Response>;

/** Wraps a handler so every thrown error becomes `{error}` with the right status. */
export function handler(fn: Route): Route {
  return async (req, context) => {
    try {
      return await fn(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * A path parameter, percent-decoded (Netlify passes it as it appears in the
 * URL), or null when the path has none. Malformed encoding such as "%E0%A4%A"
 * names nothing that can exist: 404 with `what`.
 */
export function pathParam(context: RouteContext, name: string, what: string): string | null {
  const raw = context.params[name];
  if (raw === undefined || raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFound(what);
  }
}

/** The first issue's message: schemas carry the spec's wording. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'The request was not valid.';
}

export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

const MAX_JSON_BYTES = 256 * 1024;

/** Reads a JSON body and validates it; 400 with the schema's message, 413 when too large. */
export async function readJson<S extends z.core.$ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new HttpError(400, 'Send the request body as JSON (Content-Type: application/json).');
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'The request is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  return parseWith(schema, body);
}

export function methodNotAllowed(allowed: string[]): HttpError {
  return new HttpError(405, `Use ${allowed.join(' or ')} for this address.`, { allow: allowed.join(', ') });
}
