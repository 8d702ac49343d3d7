import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A tiny OAuth 2.0 server standing in for Discord (no network here):
 * /oauth2/authorize shows an "Authorize" button, /api/oauth2/token trades a
 * code for an access token only with the client's secret, the same
 * redirect_uri and the PKCE code_verifier matching the S256 challenge, and
 * /api/users/@me answers for that token. `env` gives the DISCORD_* settings.
 */

export interface DiscordUserFixture {
  readonly id: string;
  readonly username: string;
  readonly global_name?: string | null;
  readonly email?: string | null;
  readonly verified?: boolean;
}

export interface LocalDiscord {
  readonly url: string;
  readonly env: Record<string, string>;
  /** Who the next approval signs in. */
  signInAs(user: DiscordUserFixture): void;
  /** The approval (what the page's button does) for an authorize URL: where the browser is sent back. */
  approve(authorizeUrl: string): string;
  /** Token requests refused, e.g. for a wrong code_verifier. */
  refusals(): number;
  stop(): Promise<void>;
}

const CLIENT_ID = '1234567890';
const CLIENT_SECRET = 'local-discord-secret';

interface Grant {
  readonly user: DiscordUserFixture;
  readonly challenge: string;
  readonly redirectUri: string;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startLocalDiscord(): Promise<LocalDiscord> {
  let user: DiscordUserFixture = { id: '80351110224678912', username: 'nelly', email: 'nelly@example.test', verified: true };
  let refusals = 0;
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, DiscordUserFixture>();
  const approve = (query: URLSearchParams): string => {
    const redirectUri = query.get('redirect_uri') ?? '';
    const code = randomBytes(16).toString('hex');
    codes.set(code, { user, challenge: query.get('code_challenge') ?? '', redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    return back.toString();
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
      if (url.searchParams.get('client_id') !== CLIENT_ID || url.searchParams.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const cancel = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid');
      cancel.searchParams.set('error', 'access_denied');
      cancel.searchParams.set('state', url.searchParams.get('state') ?? '');
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><link rel="icon" href="data:,"><title>Local Discord</title><h1>Local Discord</h1><p>Let the marketplace see ${escapeHtml(user.username)}'s name and e-mail?</p>` +
          `<a id="approve" href="/oauth2/approve${escapeHtml(url.search)}">Authorize</a> <a id="cancel" href="${escapeHtml(cancel.toString())}">Cancel</a>`,
      );
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/approve') return response.writeHead(302, { location: approve(url.searchParams) }).end();
    if (request.method === 'POST' && url.pathname === '/api/oauth2/token') {
      void bodyOf(request).then((text) => {
        const form = new URLSearchParams(text);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          grant !== undefined &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === CLIENT_ID &&
          form.get('client_secret') === CLIENT_SECRET &&
          form.get('redirect_uri') === grant.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
        if (!ok || grant === undefined) {
          refusals += 1;
          return json(400, { error: 'invalid_grant' });
        }
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.user);
        json(200, { access_token: token, token_type: 'Bearer', expires_in: 604800, scope: 'identify email' });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/users/@me') {
      const found = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return found === undefined ? json(401, { message: '401: Unauthorized' }) : json(200, { global_name: null, ...found });
    }
    json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      DISCORD_CLIENT_ID: CLIENT_ID,
      DISCORD_CLIENT_SECRET: CLIENT_SECRET,
      DISCORD_AUTHORIZE_URL: `${base}/oauth2/authorize`,
      DISCORD_TOKEN_URL: `${base}/api/oauth2/token`,
      DISCORD_API_URL: `${base}/api`,
    },
    signInAs: (next) => {
      user = next;
    },
    approve: (authorizeUrl) => approve(new URL(authorizeUrl).searchParams),
    refusals: () => refusals,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
