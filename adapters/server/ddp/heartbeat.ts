/** What the heartbeat needs from its connection. */
export interface HeartbeatOptions {
  /** Silence after which a ping goes out; 0 or less turns the heartbeat off. */
  readonly intervalMs: number;
  /** How long after the ping any message must arrive. */
  readonly timeoutMs: number;
  readonly sendPing: () => void;
  readonly onTimeout: () => void;
}

/**
 * Detects dead peers the way DDP's heartbeat intends: ping only after a
 * stretch of silence, and treat any incoming message as proof of life (a
 * busy client is never pinged). Half-open TCP connections otherwise keep
 * their subscriptions and memory forever.
 */
export class Heartbeat {
  readonly #options: HeartbeatOptions;
  #silence: NodeJS.Timeout | null = null;
  #awaiting: NodeJS.Timeout | null = null;

  constructor(options: HeartbeatOptions) {
    this.#options = options;
  }

  /** Starts watching for silence. */
  start(): void {
    if (this.#options.intervalMs <= 0 || this.#silence !== null) return;
    this.#silence = setTimeout(() => {
      this.#pingAndWait();
    }, this.#options.intervalMs);
  }

  /** Records that the peer is alive: cancels a pending timeout and restarts the silence clock. */
  messageReceived(): void {
    if (this.#awaiting !== null) {
      clearTimeout(this.#awaiting);
      this.#awaiting = null;
    }
    // refresh() re-arms the timer even if it already fired.
    this.#silence?.refresh();
  }

  /** Stops every timer; the connection is going away. */
  stop(): void {
    if (this.#silence !== null) clearTimeout(this.#silence);
    if (this.#awaiting !== null) clearTimeout(this.#awaiting);
    this.#silence = null;
    this.#awaiting = null;
  }

  #pingAndWait(): void {
    if (this.#awaiting !== null) return;
    this.#options.sendPing();
    this.#awaiting = setTimeout(() => {
      this.#awaiting = null;
      this.#options.onTimeout();
    }, this.#options.timeoutMs);
  }
}
