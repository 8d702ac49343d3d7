/**
 * Documents in messages (pdf, txt, zip), typed by their first bytes, never by the name or the type the
 * sender claims: a script renamed `invoice.pdf` is refused. Text is accepted when it is valid UTF-8 with
 * no control characters other than tab and line breaks (so no binary passes as text). Images keep their
 * own path (re-encoded by the media context).
 */
export type MessageFileType = 'application/pdf' | 'application/zip' | 'text/plain';
export const MESSAGE_FILE_TYPES: readonly MessageFileType[] = ['application/pdf', 'application/zip', 'text/plain'];

/** The largest document one upload carries: a scanned receipt or a small archive, not a game client. */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The document type of `bytes`, or null when they are none we accept. */
export function sniffMessageFile(bytes: Uint8Array): MessageFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  // A zip's local file header, or the end record of an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'application/zip';
  return isPlainText(bytes) ? 'text/plain' : null;
}

const EXTENSION: Readonly<Record<MessageFileType, string>> = { 'application/pdf': '.pdf', 'application/zip': '.zip', 'text/plain': '.txt' };

/**
 * The name a document is stored and offered under: the base name only (no folders), control characters,
 * quotes, slashes and other characters unsafe in a header or a file system replaced by `_`, at most 100
 * characters, and ending in the extension of its real type (so `x.pdf.exe` holding a PDF becomes `x.pdf.exe.pdf`).
 */
export function messageFileName(claimed: string, type: MessageFileType): string {
  const base = claimed.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}"'`<>:|?*;%\\]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  const ext = EXTENSION[type];
  const name = cleaned === '' ? 'file' : cleaned;
  return name.toLowerCase().endsWith(ext) ? name : `${name}${ext}`;
}
