import SimpleDDP from 'simpleddp';
import WebSocket from 'ws';

/** A stock simpleddp client on the test server, as the storefront connects. */
export async function connectClient(baseUrl: string): Promise<SimpleDDP> {
  const client = new SimpleDDP({
    endpoint: `${baseUrl.replace(/^http/, 'ws')}/websocket`,
    SocketConstructor: WebSocket,
    reconnectInterval: 3000,
    autoReconnect: false,
  });
  await client.connect();
  return client;
}

/** The error a rejected `call` carries (a Meteor.Error object). */
export async function callError(client: SimpleDDP, method: string, ...params: unknown[]): Promise<{ error: number; reason: string; errorType: string; details?: { code?: string; field?: string } }> {
  try {
    await client.call(method, ...params);
  } catch (error) {
    return error as { error: number; reason: string; errorType: string };
  }
  throw new Error(`${method} did not fail`);
}
