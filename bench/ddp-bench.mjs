// `npm run bench:ddp`: how many idle DDP connections one server process holds
// and what each costs in memory, and the round trip of `checkCartAvailablity`
// under 500 concurrent clients. The server runs in a child process so the load
// generator does not share its event loop. Prints a table and writes JSON under
// bench/results/. Timing never fails anything.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '500' },
    duration: { type: 'string', default: '20' },
  },
});
const IDLE = Number(values.connections);
const CLIENTS = Number(values.clients);
const DURATION_MS = Number(values.duration) * 1000;

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'composition-root/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', DDP_RATE_LIMIT_SCALE: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/[^\s]+)/);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

/** One raw DDP connection: connect, answer pings, call methods by id. */
function ddpConnect(wsUrl) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    const pending = new Map();
    let nextId = 0;
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.msg === 'ping') socket.send(JSON.stringify({ msg: 'pong', ...(msg.id ? { id: msg.id } : {}) }));
      else if (msg.msg === 'connected') resolve(client);
      else if (msg.msg === 'result') pending.get(msg.id)?.(msg);
    });
    socket.on('open', () => socket.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
    socket.on('error', reject);
    const client = {
      socket,
      call(method, params) {
        const id = String(++nextId);
        return new Promise((done) => {
          pending.set(id, (msg) => {
            pending.delete(id);
            done(msg);
          });
          socket.send(JSON.stringify({ msg: 'method', id, method, params }));
        });
      },
    };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const { child, url } = await startServer();
const wsUrl = url.replace('http', 'ws') + '/websocket';
const results = { machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, options: { IDLE, CLIENTS, DURATION_MS } };
try {
  await new Promise((r) => setTimeout(r, 2000));
  const baseRss = rssMb(child.pid);
  const idle = [];
  for (let i = 0; i < IDLE; i += 500) {
    idle.push(...(await Promise.all(Array.from({ length: Math.min(500, IDLE - i) }, () => ddpConnect(wsUrl)))));
  }
  await new Promise((r) => setTimeout(r, 5000));
  const idleRss = rssMb(child.pid);
  const alive = idle.filter((c) => c.socket.readyState === WebSocket.OPEN).length;
  results.idle = { connections: IDLE, alive, serverRssBaseMb: Math.round(baseRss), serverRssMb: Math.round(idleRss), perConnectionKb: Math.round(((idleRss - baseRss) * 1024) / IDLE) };
  for (const c of idle) c.socket.terminate();
  await new Promise((r) => setTimeout(r, 2000));

  // Real listing ids for the cart check.
  const search = await fetch(`${url}/api/products/search/fortnite/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json());
  const ids = search.hits.map((h) => h._id).slice(0, 5);
  const clients = [];
  for (let i = 0; i < CLIENTS; i += 100) clients.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => ddpConnect(wsUrl)))));
  const latencies = [];
  let errors = 0;
  const until = Date.now() + DURATION_MS;
  await Promise.all(
    clients.map(async (c, n) => {
      while (Date.now() < until) {
        const products = ids.slice(0, 3 + (n % 3)).map((_id, k) => ({ _id, quantity: 1 + ((n + k) % 4) }));
        const started = performance.now();
        const msg = await c.call('checkCartAvailablity', [{ products, visitorId: `bench-${n}` }]);
        latencies.push(performance.now() - started);
        if (msg.error) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  results.checkCartAvailablity = {
    clients: CLIENTS,
    calls: latencies.length,
    callsPerSecond: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50Ms: +percentile(latencies, 50).toFixed(2),
    p95Ms: +percentile(latencies, 95).toFixed(2),
    p99Ms: +percentile(latencies, 99).toFixed(2),
    errors,
  };
  for (const c of clients) c.socket.terminate();
} finally {
  child.kill('SIGTERM');
}

console.table({
  'idle connections': { value: `${results.idle.alive}/${results.idle.connections} alive`, memory: `${results.idle.serverRssMb} MB RSS (base ${results.idle.serverRssBaseMb} MB), ${results.idle.perConnectionKb} KB each` },
  checkCartAvailablity: {
    value: `${results.checkCartAvailablity.callsPerSecond} calls/s, ${results.checkCartAvailablity.errors} errors`,
    memory: `p50 ${results.checkCartAvailablity.p50Ms} ms, p95 ${results.checkCartAvailablity.p95Ms} ms, p99 ${results.checkCartAvailablity.p99Ms} ms (${CLIENTS} clients)`,
  },
});
mkdirSync('bench/results', { recursive: true });
const json = JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2);
writeFileSync(`bench/results/ddp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, json);
writeFileSync('bench/results/ddp-latest.json', json);
process.exit(0);
