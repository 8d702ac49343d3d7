import { WebSocket } from 'ws';

/** A message the server sent, parsed as plain JSON (EJSON left as `$date` objects, as on the wire). */
export type Received = Record<string, unknown>;

/**
 * A bare WebSocket speaking DDP by hand, so tests see every frame exactly as
 * the server wrote it, in order.
 */
export class RawClient {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #socket: WebSocket;
  #waiters: (() => void)[] = [];
  #consumed = new Set<Received>();

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString('utf8')) as Received);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString('utf8') });
        for (const wake of this.#waiters.splice(0)) wake();
      });
    });
    socket.on('error', () => undefined);
  }

  /** Opens a socket; `connect: true` also does the handshake and waits for `connected`. */
  static async open(url: string, options: { connect?: boolean; headers?: Record<string, string> } = {}): Promise<RawClient> {
    const socket = new WebSocket(url, { headers: options.headers ?? {} });
    // Listen before the socket opens: the server's greeting can arrive in the same chunk as the upgrade.
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    if (options.connect === true) {
      client.send({ msg: 'connect', version: '1', support: ['1'] });
      await client.next((m) => m['msg'] === 'connected');
    }
    return client;
  }

  get isOpen(): boolean {
    return this.#socket.readyState === WebSocket.OPEN;
  }

  /** Sends an object as JSON, or a string frame as it is (as a binary frame when asked). */
  send(message: unknown, options: { binary?: boolean } = {}): void {
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    this.#socket.send(options.binary === true ? Buffer.from(text, 'utf8') : text);
  }

  /** Forgets what was received so far, so a long test does not keep every frame. */
  forget(): void {
    this.received.length = 0;
    this.#consumed.clear();
  }

  /** True when a ping with this id is answered before the socket closes. */
  async answersPing(id: string, timeoutMs = 3_000): Promise<boolean> {
    if (!this.isOpen) return false;
    this.send({ msg: 'ping', id });
    return Promise.race([
      this.next((m) => m['msg'] === 'pong' && m['id'] === id, timeoutMs).then(
        () => true,
        () => false,
      ),
      this.closed.then(() => false),
    ]);
  }

  /** The first message not yet taken by `next` that matches, waiting up to `timeoutMs`. */
  async next(matches: (message: Received) => boolean, timeoutMs = 3_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((message) => !this.#consumed.has(message) && matches(message));
      if (found !== undefined) {
        this.#consumed.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.#socket.readyState === WebSocket.CLOSED) {
        throw new Error(`no matching message; received: ${JSON.stringify(this.received).slice(0, 2_000)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Calls a method and waits for both its `result` and its `updated`. */
  async call(id: string, method: string, params: unknown[] = []): Promise<Received> {
    this.send({ msg: 'method', id, method, params });
    const result = await this.next((m) => m['msg'] === 'result' && m['id'] === id);
    await this.next((m) => m['msg'] === 'updated' && Array.isArray(m['methods']) && m['methods'].includes(id));
    return result;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.#socket.close();
    return this.closed;
  }

  terminate(): void {
    this.#socket.terminate();
  }
}

/** Messages with a given `msg`, in arrival order. */
export function ofType(messages: readonly Received[], msg: string): Received[] {
  return messages.filter((message) => message['msg'] === msg);
}
