import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MessageFiles } from '../../../../application/messaging/index.ts';
import { MESSAGE_FILE_PATH, MESSAGE_FILE_UPLOAD_FIELD, MESSAGE_FILE_UPLOAD_PATH, MessageFileParams, MessageFileUploadFields, type MessageFile } from '../../../../contracts/messaging/index.ts';
import { domainError, MESSAGE_FILE_MAX_BYTES } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Documents in conversations over HTTP. POST {MESSAGE_FILE_UPLOAD_PATH}: multipart with the
 * `conversationId` field first, then one `file` (pdf, txt or zip by its bytes, at most 10 MB), from a
 * member of that conversation. GET {MESSAGE_FILE_PATH}: the document for members only (404 for anyone
 * else), always as a download (`Content-Disposition: attachment`, `nosniff`), never cached by shared caches.
 */
export function registerMessageFileRoutes(app: FastifyInstance, files: MessageFiles): void {
  app.get(MESSAGE_FILE_PATH, async (request, reply) => {
    const params = parseInput(MessageFileParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const file = await files.download(await request.actor, params.value.key);
    if (file.isErr()) return sendDomainError(reply, file.error);
    return reply
      .header('content-type', file.value.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.value.type)
      .header('content-disposition', attachmentDisposition(file.value.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.value.bytes));
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MESSAGE_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200 } });
    scope.post(MESSAGE_FILE_UPLOAD_PATH, (request, reply) => upload(request, reply, files));
  });
}

async function upload(request: FastifyRequest, reply: FastifyReply, files: MessageFiles): Promise<FastifyReply> {
  const field = MESSAGE_FILE_UPLOAD_FIELD;
  if (!request.isMultipart()) return sendDomainError(reply, domainError('VALIDATION_FAILED', `body: must be multipart/form-data with 'conversationId' and a '${field}' file`, { field: 'body' }));
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    return sendDomainError(reply, domainError('VALIDATION_FAILED', 'body: malformed multipart body', { field: 'body' }));
  }
  if (file === undefined || file.fieldname !== field) return sendDomainError(reply, domainError('VALIDATION_FAILED', `${field}: is required`, { field }));
  // Fields sent before the file are read with it; `conversationId` must come first.
  const raw = file.fields['conversationId'];
  const conversationId = raw !== undefined && !Array.isArray(raw) && raw.type === 'field' ? raw.value : undefined;
  const fields = v.safeParse(MessageFileUploadFields, { conversationId });
  if (!fields.success) return sendDomainError(reply, domainError('VALIDATION_FAILED', 'conversationId: must be a conversation id sent before the file', { field: 'conversationId' }));
  let bytes: Uint8Array = new Uint8Array();
  let truncated = false;
  try {
    bytes = new Uint8Array(await file.toBuffer());
  } catch {
    // @fastify/multipart throws once the file passes the size limit.
    truncated = true;
  }
  const stored = await files.upload(await request.actor, { conversationId: fields.output.conversationId, name: file.filename, bytes, field, truncated: truncated || file.file.truncated });
  if (stored.isErr()) return sendDomainError(reply, stored.error);
  const answer: MessageFile = stored.value;
  return reply.code(201).header('cache-control', 'no-store').send(answer);
}
