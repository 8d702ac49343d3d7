import type { FastifyReply } from 'fastify';
import type { DomainError } from '../../../../domain/index.ts';
import type { ErrorBody } from '../../../../contracts/shared/index.ts';
import { statusOf } from '../../shared/error-status.ts';

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string, field?: string): ErrorBody {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', code, message, ...(field === undefined ? {} : { field }) };
}

/** Sends a domain failure with its code's status (adapters/server/shared/error-status.ts). */
export function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  const status = statusOf(error.code);
  const field = typeof error.details?.['field'] === 'string' ? error.details['field'] : undefined;
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, error.code, error.message, field));
}
