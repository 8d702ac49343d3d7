import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A tiny OpenID 2.0 provider standing in for Steam (no network here): XRDS
 * discovery at /openid and /openid/id/{steamId}, the login page at
 * /openid/login (an "approve" button), and `check_authentication` answered
 * by checking the HMAC it signed the assertion with. Point STEAM_OPENID_URL at
 * `{url}/openid`.
 */

export interface LocalSteam {
  readonly url: string;
  /** The STEAM_OPENID_URL to configure. */
  readonly opUrl: string;
  /** Who the next approval signs in (a SteamID64). */
  signInAs(steamId: string): void;
  /** The approval (what the page's button does) for a login-page URL: where the provider sends the browser back. */
  approve(loginUrl: string): string;
  /** A correctly shaped assertion for `returnTo` not signed by this provider. */
  forge(returnTo: string, steamId: string): string;
  /** How many `check_authentication` calls it answered. */
  checks(): number;
  stop(): Promise<void>;
}

const NS = 'http://specs.openid.net/auth/2.0';
const SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

function xrds(endpoint: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)"><XRD><Service priority="0"><Type>${NS}/server</Type><URI>${endpoint}</URI></Service></XRD></xrds:XRDS>`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startLocalSteam(): Promise<LocalSteam> {
  const secret = randomBytes(32);
  let steamId = '76561198000000001';
  let checks = 0;
  const sign = (params: URLSearchParams) => createHmac('sha256', secret).update(SIGNED.map((k) => `${k}:${params.get(`openid.${k}`) ?? ''}\n`).join('')).digest('base64');
  let base = '';
  const assertion = (request: URLSearchParams, id: string, signed: boolean): string => {
    const returnTo = request.get('openid.return_to') ?? '';
    const claimed = `${base}/openid/id/${id}`;
    const params = new URLSearchParams({
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': `${base}/openid/login`,
      'openid.claimed_id': claimed,
      'openid.identity': claimed,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
      'openid.assoc_handle': 'local-steam',
      'openid.signed': SIGNED.join(','),
    });
    params.set('openid.sig', signed ? sign(params) : randomBytes(32).toString('base64'));
    const target = new URL(returnTo);
    for (const [key, value] of params) target.searchParams.set(key, value);
    return target.toString();
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const reply = (status: number, type: string, body: string) => response.writeHead(status, { 'content-type': type }).end(body);
    if (request.method === 'GET' && (url.pathname === '/openid' || url.pathname.startsWith('/openid/id/'))) return reply(200, 'application/xrds+xml', xrds(`${base}/openid/login`));
    if (request.method === 'GET' && url.pathname === '/openid/login') {
      const approve = `/openid/approve${url.search}`;
      const cancel = new URL(url.searchParams.get('openid.return_to') ?? base);
      cancel.searchParams.set('openid.mode', 'cancel');
      return reply(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><link rel="icon" href="data:,"><title>Local Steam</title><h1>Local Steam</h1><p>Sign in as ${steamId}?</p>` +
          `<a id="approve" href="${escapeHtml(approve)}">Sign in</a> <a id="cancel" href="${escapeHtml(cancel.toString())}">Cancel</a>`,
      );
    }
    if (request.method === 'GET' && url.pathname === '/openid/approve') {
      return response.writeHead(302, { location: assertion(url.searchParams, steamId, true) }).end();
    }
    if (request.method === 'POST' && url.pathname === '/openid/login') {
      void bodyOf(request).then((text) => {
        const params = new URLSearchParams(text);
        checks += 1;
        const valid = params.get('openid.mode') === 'check_authentication' && params.get('openid.sig') === sign(params);
        reply(200, 'text/plain', `ns:${NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
      });
      return;
    }
    reply(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    opUrl: `${base}/openid`,
    signInAs: (id) => {
      steamId = id;
    },
    approve: (loginUrl) => assertion(new URL(loginUrl).searchParams, steamId, true),
    forge: (returnTo, id) => assertion(new URLSearchParams({ 'openid.return_to': returnTo }), id, false),
    checks: () => checks,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
