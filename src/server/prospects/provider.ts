/**
 * A search-intent provider, as the import sees it: pages of people in a segment the firm built
 * at the provider, reduced to the fields CaseCourier uses. One adapter today (AudienceLab,
 * ./audienceLab.ts); another provider is another adapter answering the same shape.
 */

/** One person as the import reads them; everything the provider sends besides is dropped at the adapter. */
export interface ProviderPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** The provider's own words: 'Valid (esp)', 'Valid', 'Catch-all', 'Unknown', 'Invalid', or '' when it sent none. */
  emailValidation: string;
  mobilePhone: string;
  /** The provider says the mobile number is on a do-not-call list. */
  mobileDoNotCall: boolean;
  city: string;
  state: string;
  zip: string;
}

export interface ProviderPage {
  people: ProviderPerson[];
  total: number;
  hasMore: boolean;
}

export interface IntentProvider {
  /** The provider's name as a person reads it in messages. */
  readonly name: string;
  /** Page `page` (from 1) of the segment; throws ProviderError with a message a person can act on. */
  segmentPage(segmentId: string, page: number, pageSize: number): Promise<ProviderPage>;
}

/**
 * The provider refused or failed: `status` is what our API answers (502 when the provider
 * is at fault or refused the key, 503 with `retryAfterSeconds` when it limits us), and the
 * message says what to do.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503 | 404,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
