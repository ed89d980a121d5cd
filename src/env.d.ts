interface ImportMetaEnv {
  /** The payment provider's hosted checkout for the Unlimited plan. */
  readonly PUBLIC_PAYMENT_LINK?: string;
  /** Canonical origin of the public site, e.g. https://casecourier.com */
  readonly PUBLIC_SITE_URL?: string;
}

interface ImportMetaEnv {
  /** Firebase web config; leave unset locally to use the Auth emulator. */
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  /** host:port of the Auth emulator, when the browser should use one. */
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
}
