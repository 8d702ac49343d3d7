/**
 * A DDP (protocol version 1) server that stock Meteor clients and simpleddp
 * speak to unchanged: methods, publications with a per-connection merge box,
 * heartbeats, and EJSON dates, on the HTTP server's own port.
 */
export { attachDdpServer, type DdpServer } from './attach-ddp-server.ts';
export { SessionRegistry } from './session-registry.ts';
export type {
  ConnectionInfo,
  DocumentFields,
  MethodContext,
  MethodHandler,
  PublicationContext,
  PublicationHandler,
} from './handlers.ts';
export { DDP_DEFAULTS, type DdpLogger, type DdpServerOptions } from './options.ts';
export { toMeteorError, type MeteorError } from './meteor-error.ts';
export { parseEjson, stringifyEjson, ejsonEquals } from './ejson.ts';
