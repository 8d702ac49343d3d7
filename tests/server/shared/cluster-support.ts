import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import SimpleDDP from 'simpleddp';
import WebSocket from 'ws';

/** The header a test server's cluster worker names itself in (composition-root/server.ts). */
export const WORKER_HEADER = 'x-served-by-worker';

export interface ClusterServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the primary and its workers printed so far. */
  output(): string;
  /** SIGTERM to the primary; resolves with its exit code once every worker drained. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * `npm start`'s server as its own process tree, until `ready` appears in its output: from source under
 * tsx, or `bundled` as production's `npm start` runs it (scripts/build-server.mjs, built by the caller).
 */
export async function startCluster(env: Record<string, string>, ready: RegExp, options: { readonly bundled?: boolean } = {}): Promise<ClusterServer> {
  const port = await freePort();
  const child = spawn(process.execPath, options.bundled === true ? ['dist/node/server.mjs'] : ['--import', 'tsx', 'composition-root/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '4', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (ready.test(out)) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited:\n${out}`));
      }
    }, 100);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A GET (or a JSON POST) on a connection of its own (no keep-alive), so the cluster picks a worker for it; answers the worker and the body. */
export function onNewConnection(url: string, json?: unknown): Promise<{ status: number; worker: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { connection: 'close', ...(json === undefined ? {} : { 'content-type': 'application/json' }) };
    const req = request(url, { agent: false, method: json === undefined ? 'GET' : 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers[WORKER_HEADER]), body }));
    });
    req.on('error', reject);
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

/** A DDP client and the worker whose WebSocket handshake accepted it (the connection stays there). */
export async function connectDdp(url: string): Promise<{ client: SimpleDDP; worker: string }> {
  let worker = '';
  class RecordingSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.once('upgrade', (res) => (worker = String(res.headers[WORKER_HEADER])));
    }
  }
  const client = new SimpleDDP({ endpoint: `${url.replace(/^http/, 'ws')}/websocket`, SocketConstructor: RecordingSocket, autoReconnect: false });
  await client.connect();
  return { client, worker };
}
