// `npm run bench:login`: does `login` take as long for an unknown e-mail as for
// a wrong password? (issue 11, finding 5: 4 ms vs 15 ms told a guesser which
// e-mails have accounts.) The server runs in a child process with the DDP rate
// limits off; calls of the two kinds alternate on one connection, after a
// warm-up, and the medians of 50 each are compared. Prints a table, writes JSON
// under bench/results/, and exits 1 when the medians differ by more than 10 %.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '50' }, warmup: { type: 'string', default: '5' } } });
const CALLS = Number(values.calls);
const WARMUP = Number(values.warmup);
const TOLERANCE = 0.1;

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'composition-root/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_LISTINGS: '50', RATE_LIMIT_PER_MINUTE: '0', DDP_RATE_LIMIT_SCALE: '0', TRUST_PROXY: 'true', NODE_ENV: 'production' },
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

/** One raw DDP connection that calls methods by id and answers pings. */
function ddpConnect(wsUrl, address) {
  return new Promise((resolve, reject) => {
    // Each measured pair comes from its own (proxied) address, so the sign-in back-off — per account and address — never answers instead of the password check.
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false, headers: address === undefined ? {} : { 'x-forwarded-for': address } });
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
      close: () => socket.close(),
      call(method, params) {
        const id = String(++nextId);
        return new Promise((done) => {
          pending.set(id, (msg) => (pending.delete(id), done(msg)));
          socket.send(JSON.stringify({ msg: 'method', id, method, params }));
        });
      },
    };
  });
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timed(client, params) {
  const started = process.hrtime.bigint();
  const reply = await client.call('login', [params]);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (reply.error?.error !== 403 && reply.error?.error !== 401 && reply.error?.error !== 400) throw new Error(`login answered ${JSON.stringify(reply)}`);
  return ms;
}

const { child, url } = await startServer();
let exitCode = 0;
try {
  const client = await ddpConnect(url.replace('http', 'ws') + '/websocket');
  const email = `bench-${Date.now()}@example.com`;
  const created = await client.call('createUser', [{ email, username: `bench${Date.now()}`, password: 'a long enough bench password 1' }]);
  if (created.error !== undefined && created.error.details?.code !== 'EMAIL_TAKEN') throw new Error(`createUser: ${JSON.stringify(created.error)}`);
  // Signing up may have signed this connection in; sign-in attempts come from a fresh one.
  client.close();
  const wsUrl = url.replace('http', 'ws') + '/websocket';
  const from = (n) => ddpConnect(wsUrl, `10.${Math.floor(n / 250)}.${n % 250}.7`);
  const unknown = (n) => ({ user: { email: `nobody-${n}-${Date.now()}@example.com` }, password: 'wrong password for timing' });
  const wrong = () => ({ user: { email }, password: 'wrong password for timing' });
  for (let n = 0; n < WARMUP; n += 1) {
    const caller = await from(10_000 + n);
    await timed(caller, unknown(`w${n}`));
    await timed(caller, wrong());
    caller.close();
  }
  const times = { unknownEmail: [], wrongPassword: [] };
  for (let n = 0; n < CALLS; n += 1) {
    const caller = await from(n);
    // Alternate which goes first, so drift in the machine's load falls on both alike.
    if (n % 2 === 0) {
      times.unknownEmail.push(await timed(caller, unknown(n)));
      times.wrongPassword.push(await timed(caller, wrong()));
    } else {
      times.wrongPassword.push(await timed(caller, wrong()));
      times.unknownEmail.push(await timed(caller, unknown(n)));
    }
    caller.close();
  }
  const medians = { unknownEmail: median(times.unknownEmail), wrongPassword: median(times.wrongPassword) };
  const difference = Math.abs(medians.unknownEmail - medians.wrongPassword) / Math.max(medians.unknownEmail, medians.wrongPassword);
  const within = difference <= TOLERANCE;
  if (!within) exitCode = 1;
  const results = {
    machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    calls: CALLS,
    medianMs: { unknownEmail: Number(medians.unknownEmail.toFixed(2)), wrongPassword: Number(medians.wrongPassword.toFixed(2)) },
    differencePercent: Number((difference * 100).toFixed(1)),
    tolerancePercent: TOLERANCE * 100,
    within,
  };
  console.log(`\nlogin timing, median of ${CALLS} calls each`);
  console.table({
    'unknown e-mail': { 'median ms': results.medianMs.unknownEmail },
    'wrong password': { 'median ms': results.medianMs.wrongPassword },
  });
  console.log(`difference ${results.differencePercent} % (limit ${results.tolerancePercent} %): ${within ? 'within' : 'NOT within'}`);
  mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(`bench/results/login-${stamp}.json`, JSON.stringify(results, null, 2));
  writeFileSync('bench/results/login-latest.json', JSON.stringify(results, null, 2));
} finally {
  child.kill('SIGTERM');
}
process.exit(exitCode);
