/**
 * What kind of image a file is, read from its first bytes (its "magic
 * number"), never from its name or the type the sender claims: a text file
 * named `cat.png` is not a PNG. Only raster formats we can decode safely are
 * recognised; SVG (script-capable XML) is never accepted from an upload.
 */
export type RasterImageType = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type of `bytes`, or null when they are not one we accept. */
export function sniffImageType(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  // ISO-BMFF: a box of type 'ftyp' whose major brand is avif or avis.
  if (startsWith(bytes, 4, ascii('ftyp')) && (startsWith(bytes, 8, ascii('avif')) || startsWith(bytes, 8, ascii('avis')))) return 'avif';
  return null;
}
