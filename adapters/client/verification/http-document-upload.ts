import * as v from 'valibot';
import { apiErrorFrom, domainError } from '../../../domain/index.ts';
import { VERIFICATION_UPLOAD_FIELD, VERIFICATION_UPLOAD_PATH, VerificationUploadSchema, type VerificationUpload } from '../../../contracts/verification/index.ts';

/**
 * Uploads one identity photo to the private document store (multipart field
 * `file`, with the session cookie). Fails with the catalogue error (400 not
 * an image, 413 too large, 401 signed out).
 */
export async function uploadVerificationDocument(file: File): Promise<VerificationUpload> {
  const body = new FormData();
  body.append(VERIFICATION_UPLOAD_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(VERIFICATION_UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw domainError('UNAVAILABLE', 'The server could not be reached');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, answer);
  const parsed = v.safeParse(VerificationUploadSchema, answer);
  if (!parsed.success) throw domainError('INTERNAL', 'Unexpected answer from the upload');
  return parsed.output;
}
