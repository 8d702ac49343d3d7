import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_SERVICE,
  IMAGE_DENSITIES,
  imageModifiers,
  imageSource,
  imageSources,
  imageUrl,
  type ImageService,
} from '../../../../ui/features/shared/images/image-url.ts';

const SERVICE: ImageService = { baseUrl: 'https://img.example.test/cdn-cgi/image', assetHosts: ['assets.example.test', 'files.example.test'] };

describe('imageSource', () => {
  it('puts file paths under files/ on the first asset host', () => {
    expect(imageSource('listings/ab12/cover.png', SERVICE)).toBe('https://assets.example.test/files/listings/ab12/cover.png');
    expect(imageSource('/files/listings/cover.png', SERVICE)).toBe('https://assets.example.test/files/listings/cover.png');
  });

  it('keeps https URLs on either asset host', () => {
    expect(imageSource('https://assets.example.test/files/a.png', SERVICE)).toBe('https://assets.example.test/files/a.png');
    expect(imageSource('https://files.example.test/x/y.jpg?v=2', SERVICE)).toBe('https://files.example.test/x/y.jpg?v=2');
  });

  it.each([
    ['no image', null],
    ['undefined', undefined],
    ['blank', '   '],
    ['plain http', 'http://assets.example.test/files/a.png'],
    ['another host', 'https://evil.example.test/a.png'],
    ['a look-alike host', 'https://assets.example.test.evil.test/a.png'],
    ['credentials in the URL', 'https://user:pw@assets.example.test/a.png'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a script URL', 'javascript:alert(1)'],
    ['a parent segment', 'files/../../etc/passwd'],
    ['an empty segment', 'files//a.png'],
    ['spaces and quotes', 'a b".png'],
  ])('refuses %s', (_, src) => {
    expect(imageSource(src, SERVICE)).toBeNull();
    expect(imageUrl(src, { width: 10 }, 1, SERVICE)).toBeNull();
    expect(imageSources(src, { width: 10 }, SERVICE)).toBeNull();
  });
});

describe('imageModifiers', () => {
  it('defaults to webp (spec section 9) and lists the options in a fixed order', () => {
    expect(DEFAULT_IMAGE_FORMAT).toBe('webp');
    expect(imageModifiers()).toBe('format=webp');
    expect(imageModifiers({ width: 320, height: 180, quality: 80, fit: 'cover', background: '#151924' })).toBe(
      'format=webp,width=320,height=180,quality=80,background=%23151924,fit=cover',
    );
    expect(imageModifiers({ format: 'avif', width: 100 })).toBe('format=avif,width=100');
  });

  it('scales width and height (not quality) by the density, in whole pixels', () => {
    expect(imageModifiers({ width: 160.4, height: 90, quality: 75 }, 2)).toBe('format=webp,width=321,height=180,quality=75');
  });

  it('leaves out values that cannot be sent', () => {
    expect(imageModifiers({ width: -1, height: Number.NaN, quality: Number.POSITIVE_INFINITY, background: 'red;x' })).toBe('format=webp');
    expect(imageModifiers({ quality: 250 })).toBe('format=webp,quality=100');
    expect(imageModifiers({ quality: 0 })).toBe('format=webp,quality=1');
  });
});

describe('imageUrl and imageSources', () => {
  it('builds base / modifiers / https source', () => {
    expect(imageUrl('games/fortnite.png', { width: 64, height: 64, fit: 'cover' }, 1, SERVICE)).toBe(
      'https://img.example.test/cdn-cgi/image/format=webp,width=64,height=64,fit=cover/https://assets.example.test/files/games/fortnite.png',
    );
  });

  it('offers the 1x and 2x candidates of spec section 9', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    const sources = imageSources('a.png', { width: 100, height: 50 }, SERVICE);
    expect(sources).toEqual({
      src: 'https://img.example.test/cdn-cgi/image/format=webp,width=100,height=50/https://assets.example.test/files/a.png',
      srcSet:
        'https://img.example.test/cdn-cgi/image/format=webp,width=100,height=50/https://assets.example.test/files/a.png 1x, ' +
        'https://img.example.test/cdn-cgi/image/format=webp,width=200,height=100/https://assets.example.test/files/a.png 2x',
    });
  });

  it('has only the 1x candidate when no size is asked for (the original size is kept)', () => {
    expect(imageSources('a.png', {}, SERVICE)?.srcSet).toBe('https://img.example.test/cdn-cgi/image/format=webp/https://assets.example.test/files/a.png 1x');
  });

  it('uses the default service when none is given', () => {
    expect(imageUrl('a.png')).toBe(`${DEFAULT_IMAGE_SERVICE.baseUrl}/format=webp/https://${DEFAULT_IMAGE_SERVICE.assetHosts[0]}/files/a.png`);
  });

  it('every URL it builds goes to the resizer and fetches from an asset host over https', () => {
    const path = fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { minLength: 1, maxLength: 4 }).map((parts) => `${parts.join('/')}.png`);
    const size = fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined });
    fc.assert(
      fc.property(path, size, size, (src, width, height) => {
        const sources = imageSources(src, { ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) }, SERVICE);
        expect(sources).not.toBeNull();
        for (const candidate of sources?.srcSet.split(', ') ?? []) {
          const [url = '', descriptor] = candidate.split(' ');
          expect(url.startsWith(`${SERVICE.baseUrl}/format=webp`)).toBe(true);
          expect(url.endsWith(`/https://assets.example.test/files/${src}`)).toBe(true);
          expect(descriptor).toMatch(/^[12]x$/);
        }
      }),
    );
  });
});
