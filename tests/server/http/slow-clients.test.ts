import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, PERMISSIONS_POLICY } from '../../../adapters/server/http/shared/http-app.ts';

/**
 * Issue 11, finding 17: a client that trickles its headers (slowloris) or
 * idles on a kept-alive socket held it for ever. The app's deadlines are
 * shortened here so the test runs in about a second.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createHttpApp({ logger: false, rateLimitPerMinute: 0, trustProxy: false, timeouts: { headersMs: 400, requestMs: 600, keepAliveMs: 300, checkIntervalMs: 100 } });
  app.post('/api/echo', (request, reply) => reply.send(request.body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

/** A raw socket, and a promise of how long it lived and what it was told before the server closed it. */
function open(): { socket: Socket; ended: Promise<{ afterMs: number; text: string }> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const ended = new Promise<{ afterMs: number; text: string }>((resolve) => socket.on('close', () => resolve({ afterMs: Date.now() - started, text })));
  return { socket, ended };
}

describe('slow and idle clients', () => {
  it('cuts off a client that trickles its headers, one byte at a time', async () => {
    const { socket, ended } = open();
    const header = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200);
    let at = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && at < header.length) socket.write(header[at++] ?? '');
    }, 20);
    const { afterMs, text } = await ended;
    clearInterval(drip);
    expect(afterMs).toBeLessThan(2_500);
    expect(text === '' || text.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts off a client whose body never finishes', async () => {
    const { socket, ended } = open();
    socket.write('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
    const { afterMs } = await ended;
    expect(afterMs).toBeLessThan(2_500);
  });

  it('closes a kept-alive socket that stays idle after its answer', async () => {
    const { socket, ended } = open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const { afterMs, text } = await ended;
    expect(text).toMatch(/^HTTP\/1.1 200/);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('answers with a Permissions-Policy that refuses the features no page uses', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });
});
