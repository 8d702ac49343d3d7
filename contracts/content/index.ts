/** The content context's wire: support tickets, blog posts and wiki articles (read and authored). */
export * from './support.ts';
export * from './seo.ts';
export * from './entries.ts';
export * from './authoring.ts';
