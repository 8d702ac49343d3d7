import * as v from 'valibot';
import { apiErrorFrom, domainError } from '../../../domain/index.ts';
import { UPLOAD_FIELD, UploadedImage } from '../../../contracts/media/index.ts';

/**
 * Uploads one image to POST /api/media/uploads as multipart (field `file`),
 * with the session cookie; the server checks its bytes, re-encodes it and
 * answers its `src`. Fails with the catalogue error (400 not an image, 413
 * too large, 401 signed out).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/media/uploads', { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw domainError('UNAVAILABLE', 'The server could not be reached');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, answer);
  const parsed = v.safeParse(UploadedImage, answer);
  if (!parsed.success) throw domainError('INTERNAL', 'Unexpected answer from the upload');
  return parsed.output;
}
