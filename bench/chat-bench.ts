/**
 * `npm run bench:chat`: two server processes on one PostgreSQL database,
 * CHAT_CLIENTS DDP clients (1,000) in CHAT_CLIENTS/2 conversations, each
 * pair split across the two processes, so every message crosses the
 * fan-out. Senders send CHAT_RATE messages/s in all (2,000) for
 * CHAT_SECONDS (20); each recipient timestamps arrival. Runs once with
 * LISTEN/NOTIFY and once with Redis pub/sub (REDIS_URL, default the local
 * Redis); prints p50/p95/p99 delivery latency and delivered messages/s and
 * writes bench/results/chat-*.json (CHAT_MODES picks one of the two). The
 * CPU columns say where the cores went while sending (percent of one core:
 * both servers, every PostgreSQL process, this load generator).
 * Timing never fails anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import WebSocket from 'ws';
import { cpuWindow } from './process-cpu.ts';

const ADMIN_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379/14';
const CLIENTS = Number(process.env['CHAT_CLIENTS'] ?? 1000);
const RATE = Number(process.env['CHAT_RATE'] ?? 2000);
const SECONDS = Number(process.env['CHAT_SECONDS'] ?? 20);
const PAIRS = Math.floor(CLIENTS / 2);

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // CHAT_NODE_ARGS: extra node flags for the servers, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
    const nodeArgs = (process.env['CHAT_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'composition-root/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', DDP_RATE_LIMIT_SCALE: '0', NODE_ENV: 'production', SERVER_PROCESSES: '1', DEMO_LISTINGS: '100', DEMO_DEALS: 'false', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      // CHAT_SERVER_LOG: a file the servers' own log (warnings and errors) is appended to.
      if (process.env['CHAT_SERVER_LOG'] !== undefined) appendFileSync(process.env['CHAT_SERVER_LOG'], chunk);
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

interface Client {
  readonly socket: WebSocket;
  call(method: string, params: unknown[]): Promise<{ error?: unknown }>;
  sub(name: string, params: unknown[]): Promise<void>;
  onAdded(listener: (collection: string, fields: Record<string, unknown>) => void): void;
}

/** One raw DDP connection: connect, answer pings, call methods and subscribe by id. */
function ddpConnect(wsUrl: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    const pending = new Map<string, (msg: { error?: unknown }) => void>();
    const listeners: ((collection: string, fields: Record<string, unknown>) => void)[] = [];
    let next = 0;
    const client: Client = {
      socket,
      call(method, params) {
        const id = String(++next);
        return new Promise((done) => {
          pending.set(id, done);
          socket.send(JSON.stringify({ msg: 'method', id, method, params }));
        });
      },
      sub(name, params) {
        const id = `s${++next}`;
        return new Promise((done) => {
          pending.set(id, () => done());
          socket.send(JSON.stringify({ msg: 'sub', id, name, params }));
        });
      },
      onAdded: (listener) => void listeners.push(listener),
    };
    socket.on('message', (data: Buffer) => {
      const msg = JSON.parse(String(data)) as { msg: string; id?: string; subs?: string[]; collection?: string; fields?: Record<string, unknown>; error?: unknown };
      if (msg.msg === 'ping') socket.send(JSON.stringify({ msg: 'pong', ...(msg.id === undefined ? {} : { id: msg.id }) }));
      else if (msg.msg === 'connected') resolve(client);
      else if (msg.msg === 'result' && msg.id !== undefined) pending.get(msg.id)?.(msg);
      else if (msg.msg === 'ready') for (const id of msg.subs ?? []) pending.get(id)?.({});
      else if (msg.msg === 'nosub' && msg.id !== undefined) pending.get(msg.id)?.({ error: msg.error });
      else if (msg.msg === 'added' && msg.collection !== undefined) for (const l of listeners) l(msg.collection, msg.fields ?? {});
    });
    socket.on('open', () => socket.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
    socket.on('error', reject);
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Users, resume tokens and conversations written straight into the database: the bench measures delivery, not sign-up. */
async function seedChatters(url: string): Promise<{ tokens: string[]; conversations: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tokens: string[] = [];
  const conversations: string[] = [];
  const expires = new Date(Date.now() + 86_400_000);
  for (let i = 0; i < PAIRS * 2; i += 1) {
    const id = `bench-chat-${String(i).padStart(5, '0')}`;
    const token = randomBytes(24).toString('base64url');
    tokens.push(token);
    await client.query(
      `INSERT INTO users (id, username, slug, emails, email_lower, roles) VALUES ($1, $2, $2, $3, $4, '{CUSTOMER}')`,
      [id, `benchchat${i}`, JSON.stringify([{ address: `${id}@bench.test`, verified: true }]), `${id}@bench.test`],
    );
    await client.query('INSERT INTO resume_tokens (hashed_token, user_id, expires_at) VALUES ($1, $2, $3)', [createHash('sha256').update(token).digest('base64'), id, expires]);
  }
  for (let k = 0; k < PAIRS; k += 1) {
    const [a, b] = [`bench-chat-${String(2 * k).padStart(5, '0')}`, `bench-chat-${String(2 * k + 1).padStart(5, '0')}`];
    const id = `bench-cv-${k}`;
    conversations.push(id);
    await client.query('INSERT INTO conversations (id, user_a, user_b, created_at) VALUES ($1, $2, $3, now())', [id, a, b]);
    await client.query('INSERT INTO conversation_reads (conversation_id, user_id) VALUES ($1, $2), ($1, $3)', [id, a, b]);
  }
  await client.end();
  return { tokens, conversations };
}

async function run(mode: 'listen-notify' | 'redis'): Promise<Record<string, number | string>> {
  const name = `ig_bench_chat_${process.pid}_${mode.replace('-', '_')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), ...(mode === 'redis' ? { REDIS_URL } : {}) };
  const servers: ChildProcess[] = [];
  try {
    const first = await startServer(env);
    servers.push(first.child);
    const second = await startServer(env);
    servers.push(second.child);
    const { tokens, conversations } = await seedChatters(url.toString());
    const wsUrls = [first.url, second.url].map((u) => `${u.replace('http', 'ws')}/websocket`);
    const clients: Client[] = [];
    for (let i = 0; i < tokens.length; i += 100) {
      clients.push(...(await Promise.all(tokens.slice(i, i + 100).map((_, j) => ddpConnect(wsUrls[(i + j) % 2] ?? '')))));
    }
    const latencies: number[] = [];
    let delivered = 0;
    let lastDelivery = 0;
    const sentAt = new Map<string, number>();
    // When each sender heard its message was stored (the method's result): the write's share of the delivery time.
    const acks: number[] = [];
    await Promise.all(
      clients.map(async (c, i) => {
        const login = await c.call('login', [{ resume: tokens[i] }]);
        if (login.error !== undefined) throw new Error(`login failed: ${JSON.stringify(login.error)}`);
        const conversationId = conversations[Math.floor(i / 2)] ?? '';
        await c.sub('messages', [{ conversationId }]);
        c.onAdded((collection, fields) => {
          if (collection !== 'messages' || fields['senderId'] === `bench-chat-${String(i).padStart(5, '0')}`) return;
          const at = sentAt.get(String(fields['clientId']));
          if (at === undefined) return;
          lastDelivery = performance.now();
          latencies.push(lastDelivery - at);
          delivered += 1;
        });
      }),
    );
    // Pair k's sender alternates between the two processes (even k: the user on the first, odd k: on the second).
    const senders = conversations.map((conversationId, k) => ({ conversationId, client: clients[2 * k + (k % 2)] }));
    let sent = 0;
    // Which process the machine's cores went to while sending (a load generator that saturates measures itself).
    const cpu = cpuWindow({ servers: servers.map((s) => s.pid ?? 0), bench: [process.pid] });
    const started = performance.now();
    // What is owed follows the clock, not the ticks: a late tick (the bench shares the CPU with the servers) sends what the missed ones would have.
    let owed = 0;
    await new Promise<void>((done) => {
      const tick = setInterval(() => {
        if (performance.now() - started >= SECONDS * 1000) {
          clearInterval(tick);
          done();
          return;
        }
        owed = Math.floor(((performance.now() - started) / 1000) * RATE) - sent;
        for (; owed >= 1; owed -= 1) {
          const s = senders[sent % senders.length];
          const clientId = `bench-${mode}-${sent}`;
          sent += 1;
          sentAt.set(clientId, performance.now());
          const at = performance.now();
          void s?.client?.call('sendMessage', [{ conversationId: s.conversationId, body: `hello ${sent}`, clientId }]).then(() => acks.push(performance.now() - at));
        }
      }, 10);
    });
    const cpuPercent = cpu.stop();
    await new Promise((r) => setTimeout(r, 3000));
    // Delivered per second over the time it took to deliver them (sending plus the tail), not the idle wait after.
    const elapsed = (Math.max(lastDelivery, started + 1) - started) / 1000;
    latencies.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    for (const c of clients) c.socket.terminate();
    return {
      mode,
      clients: clients.length,
      conversations: conversations.length,
      sent,
      delivered,
      sentPerSecond: Math.round(sent / SECONDS),
      deliveredPerSecond: Math.round(delivered / elapsed),
      p50Ms: +percentile(latencies, 50).toFixed(1),
      p95Ms: +percentile(latencies, 95).toFixed(1),
      p99Ms: +percentile(latencies, 99).toFixed(1),
      ackP50Ms: +percentile(acks, 50).toFixed(1),
      ackP95Ms: +percentile(acks, 95).toFixed(1),
      cpuServersPct: cpuPercent['servers'] ?? 0,
      cpuPostgresPct: cpuPercent['postgres'] ?? 0,
      cpuBenchPct: cpuPercent['bench'] ?? 0,
    };
  } finally {
    // Wait for the servers to shut down (5 s at most): a forced drop under a server still connected kills its connections, and it dies noisily.
    await Promise.all(
      servers.map((s) => {
        const exited = s.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => s.once('exit', () => r()));
        s.kill('SIGTERM');
        return Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

// CHAT_MODES (e.g. 'redis') runs only the modes named; both by default.
const modes = (process.env['CHAT_MODES'] ?? 'listen-notify,redis').split(',').filter((m): m is 'listen-notify' | 'redis' => m === 'listen-notify' || m === 'redis');
const results: Record<string, number | string>[] = [];
for (const mode of modes) results.push(await run(mode));
console.table(results);
const machine = { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
mkdirSync('bench/results', { recursive: true });
const json = JSON.stringify({ date: new Date().toISOString(), machine, options: { CLIENTS, RATE, SECONDS }, results }, null, 2);
writeFileSync(`bench/results/chat-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, json);
writeFileSync('bench/results/chat-latest.json', json);
process.exit(0);
