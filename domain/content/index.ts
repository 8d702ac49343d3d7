/** Content: blog posts and wiki articles (reading, authoring), reading time and excerpts, and the support tickets of the trust pages. */
export * from './entries.ts';
export * from './authoring.ts';
export * from './errors.ts';
export * from './reading-time.ts';
export * from './support.ts';
