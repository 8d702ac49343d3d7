import { formatMoney, mustMoney } from '../../../../domain/index.ts';
import type { LocalIntent } from './local-payment-provider.ts';

/*
 * The local provider's hosted pages, served by our server under /pay/local
 * but standing for a provider's own site: small self-contained HTML (no
 * bundle, no locale), one inline script each, allowed by its nonce.
 */

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string, script = '', nonce = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Local test payments</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
.card{border:1px solid #d2d2d7;border-radius:12px;padding:1.5rem}.muted{color:#6e6e73;font-size:.9rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #0071e3;background:#0071e3;color:#fff;cursor:pointer;margin-right:.5rem}
button.secondary{background:#fff;color:#0071e3}code{word-break:break-all}label{display:block;margin:.5rem 0}input{font:inherit;width:100%}</style>
</head><body><p class="muted">Local test provider — no real money moves.</p><div class="card">${body}</div>${script === '' ? '' : `<script nonce="${nonce}">${script}</script>`}</body></html>`;
}

const amountOf = (intent: LocalIntent): string => escape(formatMoney(intent.amount));

/** The confirmation step of a card that asks for one (4000 0000 0000 3220). */
export function confirmationPage(intent: LocalIntent): string {
  if (intent.status !== 'requires_confirmation') return statusPage(intent);
  return page(
    'Confirm your payment',
    `<h1>Confirm your payment</h1><p>${escape(intent.description)}</p><p><strong id="amount">${amountOf(intent)}</strong></p>
<p class="muted">Your bank asks you to confirm this card payment.</p>
<form method="post" action="/pay/local/${escape(intent.id)}/confirm" style="display:inline"><button type="submit" id="confirm">Confirm</button></form>
<form method="post" action="/pay/local/${escape(intent.id)}/cancel" style="display:inline"><button type="submit" class="secondary" id="cancel">Cancel</button></form>`,
  );
}

/** A crypto invoice: where to pay, how much, what arrived, and the time left. */
export function invoicePage(intent: LocalIntent, nonce: string, now: Date): string {
  const received = intent.receipts.reduce((sum, receipt) => sum + receipt.amount.minor, 0);
  const expiresAt = intent.expiresAt ?? now;
  const script = `const end=${expiresAt.getTime()};const el=document.getElementById('countdown');
const tick=()=>{const s=Math.max(0,Math.round((end-Date.now())/1000));el.textContent=s===0?'expired':Math.floor(s/60)+':'+String(s%60).padStart(2,'0');if(s>0)setTimeout(tick,1000)};tick();`;
  return page(
    'Crypto invoice',
    `<h1>Crypto invoice</h1><p>${escape(intent.description)}</p>
<p>Send <strong id="amount">${amountOf(intent)}</strong> to</p><p><code id="address">${escape(intent.address ?? '')}</code></p>
<p>Received so far: <span id="received">${escape(formatMoney(mustMoney(received, intent.amount.currency)))}</span></p>
<p>Time left: <strong id="countdown">${Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000))} s</strong></p>
<p class="muted">Payments that arrive after the countdown, or for more or less than asked, are still credited to your site credits.</p>
<p><a href="${escape(intent.returnUrl)}">Back to the shop</a></p>`,
    script,
    nonce,
  );
}

/** Staff only: post a simulated chain payment to the invoice. */
export function simulatePage(intent: LocalIntent, nonce: string): string {
  const script = `document.getElementById('simulate').addEventListener('submit',async(e)=>{e.preventDefault();
const f=e.target;const out=document.getElementById('result');
const r=await fetch('/api/payments/simulate',{method:'POST',headers:{'content-type':'application/json'},credentials:'same-origin',
body:JSON.stringify({paymentId:${JSON.stringify(intent.reference)},amount:{minor:Number(f.minor.value),currency:${JSON.stringify(intent.amount.currency)}},txHash:f.txHash.value})});
out.textContent=r.ok?'Payment posted.':'Refused: '+(await r.json()).message;});`;
  return page(
    'Simulate a chain payment',
    `<h1>Simulate a chain payment</h1><p>Invoice <code>${escape(intent.id)}</code> asks <strong>${amountOf(intent)}</strong>.</p>
<form id="simulate"><label>Amount (minor units of ${escape(intent.amount.currency)}) <input name="minor" type="number" min="1" step="1" value="${intent.amount.minor}" required></label>
<label>Transaction hash <input name="txHash" required pattern="[0-9A-Za-z_-]{8,128}" value="0x${Date.now().toString(16)}"></label>
<button type="submit">Post payment</button></form><p id="result" role="status"></p>`,
    script,
    nonce,
  );
}

/** Any other state: what happened, and the way back. */
export function statusPage(intent: LocalIntent): string {
  const said = { succeeded: 'Payment confirmed.', canceled: 'Payment cancelled.', declined: 'Payment declined.', open: 'Invoice open.', requires_confirmation: 'Waiting for confirmation.' }[intent.status];
  return page('Payment', `<h1>${said}</h1><p><a href="${escape(intent.returnUrl)}">Back to the shop</a></p>`);
}

export function notFoundPage(): string {
  return page('Not found', '<h1>No such payment</h1>');
}
