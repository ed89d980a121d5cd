// Moved to src/shared/site.ts and src/shared/publicConfig.ts. Kept only for
// src/lib/articles/*, which moves in a later step; delete it then.
export * from '#shared/site';
export { SITE_URL } from '#shared/publicConfig';
