// Moved to src/shared/site.ts. Kept only for src/lib/articles/*, which moves in a later step.
export * from '#shared/site';
