/**
 * Reading time of an article, in whole minutes, at 220 words a minute (a
 * common figure for screen reading). Reading: Markdown syntax is not read
 * aloud, so link targets and image sources are dropped before counting; an
 * article is never "0 min", so the result is at least 1. CJK text has no
 * spaces between words, so each CJK character counts as half a word.
 */
export const WORDS_PER_MINUTE = 220;

const LINK_TARGET = /\]\([^)]*\)/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;

export function readingMinutes(markdown: string): number {
  const text = markdown.replace(LINK_TARGET, ']');
  const cjk = (text.match(CJK) ?? []).length;
  const words = text.replace(CJK, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round((words + cjk / 2) / WORDS_PER_MINUTE));
}

/** A plain-text excerpt of at most `max` characters, cut at a word boundary, from Markdown. */
export function excerptOf(markdown: string, max = 180): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>|\|)\s*/gm, '')
    .replace(/[*_`|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
