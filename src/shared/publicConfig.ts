import { PUBLIC_PAYMENT_LINK, PUBLIC_SITE_URL } from 'astro:env/client';

/**
 * The site's public configuration, checked by astro:env (see env.schema in
 * astro.config.mjs: required in production, local defaults elsewhere). Inlined
 * at build time, so it serves pages and islands alike; it exists only inside
 * Astro's build, and the functions read their own environment (src/server/env.ts).
 */
export const PAYMENT_LINK: string = PUBLIC_PAYMENT_LINK;

/** The canonical origin, without a trailing slash. */
export const SITE_URL: string = PUBLIC_SITE_URL.replace(/\/+$/, '');
