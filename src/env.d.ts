interface ImportMetaEnv {
  /** The payment provider's hosted checkout for the Unlimited plan. */
  readonly PUBLIC_PAYMENT_LINK?: string;
  /** Canonical origin of the public site, e.g. https://casecourier.com */
  readonly PUBLIC_SITE_URL?: string;
}
