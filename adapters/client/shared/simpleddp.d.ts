/**
 * Types for the parts of simpleddp 2.2 (a CommonJS package without its own
 * types) that the DDP tests use, matching its runtime: `module.exports` is the
 * class, so the default import is the class.
 */
declare module 'simpleddp' {
  /** What the constructor reads. */
  export interface SimpleDDPOptions {
    endpoint: string;
    SocketConstructor: unknown;
    reconnectInterval?: number;
    autoConnect?: boolean;
    autoReconnect?: boolean;
    maxTimeout?: number;
    clearDataOnReconnection?: boolean;
    cleanQueue?: boolean;
  }

  /** A listener handle returned by `on` and `onChange`. */
  export interface DDPListener {
    stop(): void;
    start(): void;
  }

  /** A subscription as simpleddp tracks it. */
  export interface DDPSubscription {
    ready(): Promise<void>;
    nosub(): Promise<void>;
    stop(): Promise<void>;
    remove(): void;
    isReady(): boolean;
    isStopped(): boolean;
    onNosub(callback: (error?: unknown) => void): DDPListener | undefined;
  }

  /** A client-side collection: `id` plus the published fields. */
  export interface DDPCollection<T> {
    fetch(settings?: { skip?: number; limit?: number; sort?: (a: T, b: T) => number }): T[];
    filter(predicate: (document: T) => boolean): DDPCollection<T>;
    onChange(callback: (change: unknown) => void): DDPListener;
  }

  /** The underlying simpleddp-core connection; `sub` returns the subscription id it chose. */
  export interface DDPCoreConnection {
    sub(publication: string, params: unknown[]): string;
    unsub(id: string): string;
  }

  export default class SimpleDDP {
    constructor(options: SimpleDDPOptions, plugins?: unknown[]);
    connected: boolean;
    ddpConnection: DDPCoreConnection;
    connect(): Promise<void>;
    disconnect(): Promise<void>;
    call(method: string, ...params: unknown[]): Promise<unknown>;
    apply(method: string, params?: unknown[]): Promise<unknown>;
    subscribe(publication: string, ...params: unknown[]): DDPSubscription;
    collection<T = { id: string } & Record<string, unknown>>(name: string): DDPCollection<T>;
    on(event: string, callback: (message: Record<string, unknown>) => void): DDPListener;
  }
}
