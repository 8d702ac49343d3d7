import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Verification } from '../../../../application/verification/index.ts';
import { VERIFICATION_DOCUMENT_PATH, VERIFICATION_UPLOAD_FIELD, VERIFICATION_UPLOAD_PATH, VerificationDocumentParams, type VerificationUpload } from '../../../../contracts/verification/index.ts';
import { domainError, MEDIA_MAX_UPLOAD_BYTES } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/**
 * Identity documents over HTTP. POST {VERIFICATION_UPLOAD_PATH}: one
 * multipart `file` from a signed-in user, checked and re-encoded like any
 * image but kept in the private document store. GET
 * {VERIFICATION_DOCUMENT_PATH}: the image, for its owner or a reviewer only
 * (404 for anyone else, so ids cannot be probed), never cached by shared caches.
 */
export function registerVerificationRoutes(app: FastifyInstance, verification: Verification): void {
  app.get(VERIFICATION_DOCUMENT_PATH, async (request, reply) => {
    const params = parseInput(VerificationDocumentParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const bytes = await verification.document(await request.actor, params.value.id);
    if (bytes.isErr()) return sendDomainError(reply, bytes.error);
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(Buffer.from(bytes.value));
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });
    scope.post(VERIFICATION_UPLOAD_PATH, (request, reply) => upload(request, reply, verification));
  });
}

async function upload(request: FastifyRequest, reply: FastifyReply, verification: Verification): Promise<FastifyReply> {
  const field = VERIFICATION_UPLOAD_FIELD;
  if (!request.isMultipart()) return sendDomainError(reply, domainError('VALIDATION_FAILED', `body: must be multipart/form-data with a '${field}' file`, { field: 'body' }));
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    return sendDomainError(reply, domainError('VALIDATION_FAILED', 'body: malformed multipart body', { field: 'body' }));
  }
  if (file === undefined || file.fieldname !== field) return sendDomainError(reply, domainError('VALIDATION_FAILED', `${field}: is required`, { field }));
  let bytes: Uint8Array = new Uint8Array();
  let truncated = false;
  try {
    bytes = new Uint8Array(await file.toBuffer());
  } catch {
    // @fastify/multipart throws once the file passes the size limit.
    truncated = true;
  }
  const stored = await verification.upload(await request.actor, { bytes, field, truncated: truncated || file.file.truncated });
  if (stored.isErr()) return sendDomainError(reply, stored.error);
  const answer: VerificationUpload = stored.value;
  return reply.code(201).header('cache-control', 'no-store').send(answer);
}
