/**
 * What feature code throws when a request cannot be done: the reason, in words the person can
 * act on. Feature code never names an HTTP status; `src/server/http.ts` maps each kind to its
 * status and headers, once, for every route.
 */
export abstract class DomainError extends Error {}

/** The input is not acceptable (400). `field` names the input it is about, when one is. */
export class Invalid extends DomainError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** No sign-in, or one that is no longer good (401). */
export class Unauthenticated extends DomainError {}

/** Signed in, but not allowed to do this yet or at all (403). */
export class Forbidden extends DomainError {}

/** Missing, or another firm's: the two are never told apart (404). */
export class NotFound extends DomainError {
  /** "That contact was not found.": the usual words, from how the routes name the thing. */
  static of(what: string) {
    return new NotFound(`${what} was not found.`);
  }
}

/** It clashes with what is stored, or with the state the record is in (409); `existingContactId` when it is another contact. */
export class Conflict extends DomainError {
  constructor(
    message: string,
    readonly existingContactId?: string,
  ) {
    super(message);
  }
}

/** The request or one of its files is larger than we take (413). */
export class TooLarge extends DomainError {}

/** The body is not in the form this address reads (415). */
export class WrongContentType extends DomainError {}

/** Understood, but refused by a rule; `details` go into the answer beside the message (422). */
export class Refused extends DomainError {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A limit is reached; it frees up after `retryAfterSeconds` (429). */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service we depend on (the AI provider, a mail server) failed or refused (502). */
export class UpstreamFailed extends DomainError {}

/** Something needed is not available right now, or not set up; worth a retry when `retryAfterSeconds` is given (503). */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A service we depend on took too long (504). */
export class UpstreamTimedOut extends DomainError {}
