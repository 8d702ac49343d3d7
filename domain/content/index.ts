/** Content: blog posts and wiki articles, reading time and excerpts, and the support tickets of the trust pages. */
export * from './entries.ts';
export * from './reading-time.ts';
export * from './support.ts';
