import { createStore, sample } from 'effector';
import { BlogAnswer, PostAnswer } from '../../../../contracts/content/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $language } from '../../shared/language/model.ts';
import { contentPageShown } from '../page-shown.ts';
import { $pageMeta } from '../../shared/page-meta/model.ts';

/*
 * /blog, /blog/{page} and /post/{slug}: one page of posts, or one post with
 * its related posts, in the visitor's language (English when it has no
 * translation, and the page says so). A post gives the page its title,
 * description and preview image.
 */

export const fetchBlogFx = apiEffect((p: { readonly page: number; readonly language: string }) => ({ method: 'GET', path: `/api/blog?page=${p.page}&language=${p.language}` }), BlogAnswer);
export const fetchPostFx = apiEffect((p: { readonly slug: string; readonly language: string }) => ({ method: 'GET', path: `/api/posts/${encodeURIComponent(p.slug)}?language=${p.language}` }), PostAnswer);

export const $blog = createStore<BlogAnswer | null>(null, { sid: 'blog/$blog' }).on(fetchBlogFx.doneData, (_, a) => a).reset(fetchBlogFx.fail);
export const $post = createStore<PostAnswer | null>(null, { sid: 'blog/$post' }).on(fetchPostFx.doneData, (_, a) => a).reset(fetchPostFx.fail);
export const $blogFailed = createStore(false, { sid: 'blog/$blogFailed' }).on([fetchBlogFx.fail, fetchPostFx.fail], () => true).reset([fetchBlogFx, fetchPostFx]);

sample({
  clock: contentPageShown,
  source: $language,
  filter: (_, page) => (page.name === 'blog' || page.name === 'blogPage') && page.status < 400,
  fn: (language, page) => ({ page: Number(page.params['page'] ?? '1'), language }),
  target: fetchBlogFx,
});

sample({
  clock: contentPageShown,
  source: $language,
  filter: (_, page) => page.name === 'post' && page.status < 400,
  fn: (language, page) => ({ slug: page.params['slug'] ?? '', language }),
  target: fetchPostFx,
});

sample({
  clock: fetchPostFx.doneData,
  fn: ({ post }) => ({ title: post.title, description: post.excerpt, image: post.coverImage }),
  target: $pageMeta,
});
