import { createHash } from 'node:crypto';
import { formatCents } from '../formatCents';
import type {
  SandboxCardForm,
  SandboxCheckoutView,
  SandboxFormErrors,
} from './createSandboxGateway';
import { sandboxTestCards } from './sandboxTestCards';

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const style = `
  body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
  main{max-width:32rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
  h1{font-size:1.25rem;margin:0 0 .25rem} .badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.1rem .6rem;font-size:.75rem;font-weight:600}
  .amount{font-size:2rem;font-weight:700;margin:.75rem 0 0} p{margin:.25rem 0}
  form{display:grid;gap:.75rem;margin-top:1.25rem} label{display:grid;gap:.25rem;font-weight:600;font-size:.9rem}
  input{font:inherit;padding:.55rem .7rem;border:1px solid #94a3b8;border-radius:.4rem}
  input[aria-invalid=true]{border-color:#b91c1c} .error{color:#b91c1c;font-weight:400;font-size:.85rem}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
  button{font:inherit;font-weight:600;padding:.65rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
  .secondary{background:transparent;color:#1d4ed8;border:1px solid #1d4ed8}
  table{width:100%;border-collapse:collapse;font-size:.8rem;margin-top:.5rem} td{border-top:1px solid #e2e8f0;padding:.3rem 0}
  code{font-family:ui-monospace,monospace} details{margin-top:1.25rem}`;

// The gateway's pages carry their stylesheet inline, as a gateway's own page would; the
// Content-Security-Policy (no inline styles elsewhere) admits exactly that one by its hash.
export const sandboxPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

// The sandbox gateway's hosted checkout page: plain HTML, no script, in Spanish, listing the
// test cards (it is a sandbox; a real gateway's page never would).
export function renderSandboxCheckoutPage(
  view: SandboxCheckoutView,
  form: SandboxCardForm = { number: '', holder: '', expiry: '', cvv: '' },
  errors: SandboxFormErrors = {},
): string {
  const charging = view.amountCents !== null;
  const action = `/sandbox-gateway/checkout/${encodeURIComponent(view.id)}`;
  const field = (name: keyof SandboxCardForm, label: string, attributes: string) => {
    const error = errors[name];
    return `<label>${label}<input name="${name}" value="${escapeText(form[name])}" ${attributes}${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>${error ? `<span class="error" id="${name}-error">${escapeText(error)}</span>` : ''}</label>`;
  };
  const body =
    view.status === 'open'
      ? `<form method="post" action="${action}" novalidate>
      ${field('number', 'Número de tarjeta', 'inputmode="numeric" autocomplete="cc-number"')}
      ${field('holder', 'Titular de la tarjeta', 'autocomplete="cc-name"')}
      <div class="row">
        ${field('expiry', 'Vencimiento (MM/AA)', 'autocomplete="cc-exp" placeholder="MM/AA"')}
        ${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc"')}
      </div>
      <button type="submit">${charging ? `Pagar ${formatCents(view.amountCents ?? 0)}` : 'Guardar tarjeta'}</button>
    </form>
    <form method="post" action="${action}"><input type="hidden" name="cancel" value="1"><button class="secondary" type="submit">Cancelar y volver</button></form>
    <details><summary>Tarjetas de prueba</summary><table><tbody>${sandboxTestCards
      .map(
        (card) => `<tr><td><code>${card.number}</code></td><td>${escapeText(card.label)}</td></tr>`,
      )
      .join(
        '',
      )}</tbody></table><p>Cualquier titular, un vencimiento futuro y cualquier CVV de 3 dígitos.</p></details>`
      : `<p>${view.status === 'expired' ? 'Este enlace de pago venció.' : 'Este pago ya fue procesado.'}</p>
    <p><a href="${escapeText(view.resultUrl)}">Volver a Minuta</a></p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pasarela de pagos de prueba</title><style>${style}</style></head>
<body><main>
  <span class="badge">Pasarela de prueba: no uses una tarjeta real</span>
  <h1>${escapeText(view.itemName)}</h1>
  <p>${escapeText(view.itemDescription)}</p>
  <p class="amount">${charging ? formatCents(view.amountCents ?? 0) : 'Sin cargo'}</p>
  ${charging ? '' : '<p>Solo registramos la tarjeta para los próximos cobros.</p>'}
  ${body}
</main></body></html>`;
}

export function renderSandboxNotFoundPage(): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pago no encontrado</title><style>${style}</style></head><body><main><h1>Pago no encontrado</h1><p>El enlace de pago no existe.</p></main></body></html>`;
}
