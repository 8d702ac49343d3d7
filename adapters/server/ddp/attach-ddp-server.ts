import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { DdpConnection, type ConnectionRegistry } from './connection.ts';
import { resolveDdpOptions, type DdpServerOptions } from './options.ts';
import { SessionRegistry } from './session-registry.ts';
import { clientAddressOf, headersOf, pathOf } from './upgrade-request.ts';

/** The running DDP server, for the composition root and for staff actions. */
export interface DdpServer {
  /** Closes every connection (1001) and stops accepting new ones; resolves when the sockets are gone. */
  close(): Promise<void>;
  /** Open DDP connections, handshake done or not. */
  connectionCount(): number;
  /** The connection (session) ids on which `userId` is logged in. */
  sessionsOf(userId: string): readonly string[];
  /** Closes every connection of a user (a ban, a password change); returns how many there were. */
  closeSessionsOf(userId: string): number;
}

/** How long `close()` waits for clients' closing handshakes before dropping their sockets. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Serves DDP 1 on `options.path` (default `/websocket`) of an existing HTTP
 * server, so HTTP and DDP share one process and one port. Upgrades for other
 * paths are left to the server's other listeners; when there are none they
 * are refused, since an unanswered upgrade would hang.
 */
export function attachDdpServer(httpServer: Server, options: DdpServerOptions & { readonly sessions?: SessionRegistry }): DdpServer {
  const resolved = resolveDdpOptions(options);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: resolved.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  const extraHeaders = resolved.handshakeHeaders;
  if (extraHeaders.length > 0) sockets.on('headers', (headers) => headers.push(...extraHeaders));
  const open = new Set<DdpConnection>();
  const all = new Set<DdpConnection>();
  let closing: Promise<void> | null = null;
  const sessions = options.sessions ?? new SessionRegistry();
  const registry: ConnectionRegistry = {
    userChanged: (connection, previous, next) => sessions.userChanged(connection, previous, next),
    closed: (connection) => {
      open.delete(connection);
    },
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (pathOf(request) !== resolved.path) {
      if (httpServer.listenerCount('upgrade') === 1) refuse(socket);
      return;
    }
    if (closing !== null) {
      refuse(socket);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      // An upgrade that completes while the server shuts down gets no session.
      if (closing !== null) {
        webSocket.terminate();
        return;
      }
      const info = {
        connectionId: randomBytes(12).toString('base64url'),
        clientAddress: clientAddressOf(request, resolved.trustProxy),
        httpHeaders: headersOf(request),
      };
      const connection = new DdpConnection(webSocket, info, resolved, registry);
      open.add(connection);
      all.add(connection);
      void connection.socketClosed.then(() => all.delete(connection));
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const shutDown = async (): Promise<void> => {
    httpServer.off('upgrade', onUpgrade);
    const remaining = [...all];
    for (const connection of remaining) connection.close(1001, 'Server shutting down');
    const settled = Promise.all(remaining.map((connection) => connection.socketClosed));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS);
    });
    await Promise.race([settled, grace]);
    clearTimeout(timer);
    for (const connection of all) connection.terminate();
    await settled;
    await new Promise<void>((resolve) => {
      sockets.close(() => {
        resolve();
      });
    });
  };

  return {
    close(): Promise<void> {
      closing ??= shutDown();
      return closing;
    },
    connectionCount: () => open.size,
    sessionsOf: (userId) => sessions.sessionsOf(userId),
    closeSessionsOf: (userId) => sessions.closeSessionsOf(userId),
  };
}

function refuse(socket: Duplex): void {
  socket.on('error', () => {
    // The peer may already be gone; nothing to report.
  });
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}
