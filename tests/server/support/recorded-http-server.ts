import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';

/*
 * A local HTTP server answering recorded API answers, for the adapters of
 * outside APIs (Steam, the games' stats APIs): there is no network here, and
 * the adapter under test talks real HTTP to this server through its base URL.
 * `answer` maps a request (path with query, headers) to a status and a JSON
 * body; anything it does not know is a 404 with a null body.
 */

export interface RecordedAnswer {
  readonly status: number;
  /** A JSON value (`fixture('dir/name')` reads tests/fixtures/dir/name.json). */
  readonly body: unknown;
}

export interface RecordedServer {
  readonly url: string;
  /** Every request's path with its query, and its headers, in order. */
  readonly requests: { readonly path: string; readonly headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export const fixture = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/${name}.json`, 'utf8'));

export async function startRecordedServer(answer: (path: string, headers: IncomingHttpHeaders) => RecordedAnswer | undefined): Promise<RecordedServer> {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const found = answer(path, request.headers) ?? { status: 404, body: null };
    response.writeHead(found.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(found.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
