// The sandbox acquiring page: plain HTML with two forms and no script, so it works under the
// strictest policy. Its only style block is allowed by its hash; the forms post back to this page's
// own URL and the decision redirects to the storefront's thank-you page (form-action lists it).
import { createHash } from 'node:crypto';
import { type CurrencyCode, formatPrice } from '@ornament/domain';
import { paymentUnavailablePageTexts, sandboxPageTexts as texts } from '../messages';

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a}main{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px}h1{font-size:22px;margin:0 0 8px}p{margin:8px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:24px 0}dt{color:#666}dd{margin:0;font-weight:600}form{display:inline-block;margin:8px 8px 0 0}button{font:inherit;padding:12px 24px;border-radius:8px;border:1px solid #1a1a1a;cursor:pointer;background:#fff}button.primary{background:#1a1a1a;color:#fff}a{color:inherit}`;
const styleHash = createHash('sha256').update(style).digest('base64');

export interface SandboxPageInput {
  masterOrderId: number;
  amount: number;
  currency: CurrencyCode;
  /** Still waiting for a decision; a decided payment shows only the way back. */
  pending: boolean;
  returnUrl: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The page's Content-Security-Policy: nothing but its own style; forms only to itself and the return page. */
export function sandboxPagePolicy(returnOrigin: string): string {
  const formTargets = ["'self'", returnOrigin].filter(Boolean).join(' ');
  return [`default-src 'none'`, `style-src 'sha256-${styleHash}'`, `form-action ${formTargets}`, `base-uri 'none'`, `frame-ancestors 'none'`].join('; ');
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The pay link's answer when the acquirer cannot be reached: nothing charged, a retry and the way back. */
export function paymentUnavailablePageHtml(input: { retryUrl: string; returnUrl: string }): string {
  const t = paymentUnavailablePageTexts;
  return pageHtml(
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.note)}</p><p><a href="${escapeHtml(input.retryUrl)}">${escapeHtml(t.retry)}</a></p><p><a href="${escapeHtml(input.returnUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
}

export function sandboxPageHtml(input: SandboxPageInput): string {
  const decisionForm = (decision: 'approve' | 'decline', label: string, primary: boolean) =>
    `<form method="post"><input type="hidden" name="decision" value="${decision}"><button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`;
  const actions = input.pending
    ? `${decisionForm('approve', texts.approve, true)}${decisionForm('decline', texts.decline, false)}`
    : `<p>${escapeHtml(texts.decided)}</p><p><a href="${escapeHtml(input.returnUrl)}">${escapeHtml(texts.back)}</a></p>`;
  return pageHtml(
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1><p>${escapeHtml(texts.note)}</p>
<dl><dt>${escapeHtml(texts.order)}</dt><dd>${input.masterOrderId}</dd><dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatPrice(input.amount, input.currency))}</dd></dl>
${actions}`,
  );
}
