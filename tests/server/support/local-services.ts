import { connect } from 'node:net';

/** Whether something answers on a TCP address (a local Redis counts when REDIS_URL is not set). */
export async function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(300);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** REDIS_URL, else the Redis these machines run on 127.0.0.1:6379 (database 15, the tests' own), else undefined. */
export async function localRedisUrl(): Promise<string | undefined> {
  return process.env['REDIS_URL'] ?? ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379/15' : undefined);
}
