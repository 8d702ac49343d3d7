import type { IncomingMessage } from 'node:http';

/**
 * What a DDP connection learns from its HTTP upgrade request. Only the first
 * X-Forwarded-For entry is taken, and only when the operator says a proxy of
 * ours sets it; otherwise any client could claim any address.
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first !== undefined && first !== '') return first;
  }
  return request.socket.remoteAddress ?? '';
}

/** The request headers as one string each (repeated headers joined by ', ', as HTTP allows), frozen. */
export function headersOf(request: IncomingMessage): Readonly<Record<string, string>> {
  // fromEntries defines own properties, so even a header named __proto__ stays a header.
  const headers = Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])),
  ) as Record<string, string>;
  return Object.freeze(headers);
}

/** The path of a request target without its query string. */
export function pathOf(request: IncomingMessage): string {
  return (request.url ?? '').split('?')[0] ?? '';
}
