/** Served by scripts/build/private-paths.mjs (a Vite plugin in astro.config.mjs). */
declare module 'virtual:casecourier/private-paths' {
  /** Every private path: the pages built on AppLayout and the few others search engines should not list. */
  export const PRIVATE_PATHS: string[];
  export function isPrivatePath(pathname: string): boolean;
}
