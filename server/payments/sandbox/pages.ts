import type { SandboxSession } from './sandbox';
import { TEST_CARDS } from './testCards';

// The sandbox provider's pages: real HTML forms a person uses (no script needed). The card number and
// CVV typed here are posted to the sandbox only and never echoed back, stored or logged.

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(amount: number, currency: string): string {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0;
    return new Intl.NumberFormat('es-CL', { style: 'currency', currency }).format(amount / 10 ** digits);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * The pages' stylesheet, served at /sandbox/sandbox.css: no inline style or script on a page, so
 * they pass the strict Content-Security-Policy (server/http/securityHeaders.ts).
 */
export const SANDBOX_CSS = `  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; padding: 24px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin-top: 0; } .badge { display: inline-block; background: #fde68a; border-radius: 4px; padding: 2px 6px; font-size: .75rem; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; } input, select { width: 100%; box-sizing: border-box; padding: 8px; font-size: 1rem; border: 1px solid #9ca3af; border-radius: 6px; }
  .row { display: flex; gap: 12px; align-items: flex-end; } .row > div { flex: 1; }
  button { margin-top: 16px; padding: 10px 16px; font-size: 1rem; border-radius: 6px; border: 0; cursor: pointer; }
  .primary { background: #1d4ed8; color: #fff; } .secondary { background: #e5e7eb; color: #111827; }
  .error { background: #fee2e2; color: #991b1b; padding: 8px 12px; border-radius: 6px; } .amount { font-size: 1.5rem; font-weight: 700; }
  table { width: 100%; border-collapse: collapse; font-size: .8rem; margin-top: 16px; } td { border-top: 1px solid #e5e7eb; padding: 4px; }
  code { font-family: ui-monospace, monospace; }
`;

function layout(title: string, body: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escape(title)} · Sandbox</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body><main>${body}</main></body>
</html>`;
}

const testCardList = () => `
<details><summary>Tarjetas de prueba</summary>
<table>${TEST_CARDS.map((card) => `<tr><td><code>${card.number}</code></td><td>${escape(card.label)}</td></tr>`).join('')}</table>
<p>Cualquier CVV de 3 dígitos y una fecha futura. Otros números válidos (Luhn) se aprueban.</p>
</details>`;

const cardFields = () => `
<label for="cardNumber">Número de tarjeta</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<div class="row">
  <div><label for="expiry">Vencimiento (MM/AA)</label><input id="expiry" name="expiry" placeholder="MM/AA" autocomplete="cc-exp" required></div>
  <div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>`;

const TITLES: Record<string, string> = {
  WEBPAY: 'Webpay (sandbox)',
  MP_CHECKOUT: 'Mercado Pago (sandbox)',
  ONECLICK_ENROL: 'Webpay Oneclick: inscribe tu tarjeta (sandbox)',
  DIRECT: 'Pago (sandbox)',
};

export type PageProblem = 'invalidCard' | 'expired' | 'decided' | null;

const problemText: Record<Exclude<PageProblem, null>, string> = {
  invalidCard: 'Revisa los datos de la tarjeta: número (Luhn), vencimiento futuro MM/AA y CVV de 3 o 4 dígitos.',
  expired: 'La sesión de pago expiró.',
  decided: 'Este pago ya fue procesado.',
};

/** The result of a session that is no longer waiting for the person, with the way back. */
function settledPage(session: SandboxSession, problem: PageProblem): string {
  const pending = session.status === 'PENDING';
  const text = pending
    ? 'El pago está pendiente de confirmación. Esta página se actualiza sola.'
    : session.status === 'AUTHORIZED'
      ? 'Operación aprobada.'
      : session.errCategory === 'TIMEOUT'
        ? problemText.expired
        : 'Operación rechazada.';
  const back = session.returnUrl ? `<p><a href="${escape(session.returnUrl)}">Volver al comercio</a></p>` : '';
  return layout(
    TITLES[session.kind] ?? 'Sandbox',
    `<h1>${escape(TITLES[session.kind] ?? 'Sandbox')}</h1>${problem && problem !== 'expired' ? `<p class="error">${escape(problemText[problem])}</p>` : ''}<p>${escape(text)}</p>${back}`,
    pending ? 2 : undefined,
  );
}

/** WEBPAY, MERCADOPAGO checkout and one-click enrolment: the card form, or the session's result. */
export function cardPage(session: SandboxSession, action: string, problem: PageProblem = null): string {
  if (session.status !== 'CREATED') return settledPage(session, problem);
  const title = TITLES[session.kind] ?? 'Sandbox';
  const amount =
    session.kind === 'ONECLICK_ENROL'
      ? '<p>Inscripción de tarjeta: no se cobra nada.</p>'
      : `<p>Monto a pagar</p><p class="amount">${escape(money(session.amount, session.currency))}</p>`;
  return layout(
    title,
    `<h1>${escape(title)} <span class="badge">PRUEBA</span></h1>
${amount}
${problem ? `<p class="error" role="alert">${escape(problemText[problem])}</p>` : ''}
<form method="post" action="${escape(action)}">
${cardFields()}
<button class="primary" type="submit" name="action" value="pay">${session.kind === 'ONECLICK_ENROL' ? 'Inscribir' : 'Pagar'}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Anular</button>
</form>
${testCardList()}`,
  );
}

/** MERCADOPAGO PIX: the code to pay, waiting for the payer's bank (approves by itself after a moment). */
export function pixPage(session: SandboxSession, action: string): string {
  if (session.status !== 'PENDING') return settledPage(session, null);
  return layout(
    'PIX (sandbox)',
    `<h1>PIX (sandbox) <span class="badge">PRUEBA</span></h1>
<p class="amount">${escape(money(session.amount, session.currency))}</p>
<p>Copia este código en la app de tu banco:</p>
<p><code>00020126sandbox${escape(session.token.slice(-12))}5204000053039865802BR</code></p>
<p>Esperando el pago… esta página se actualiza sola.</p>
<form method="post" action="${escape(action)}"><button class="primary" type="submit" name="action" value="pay">Simular pago desde el banco</button></form>
${session.returnUrl ? `<p><a href="${escape(session.returnUrl)}">Volver al comercio</a></p>` : ''}`,
    3,
  );
}

/** KUSHKI bank transfer: the bank's page, approve or reject. */
export function transferPage(session: SandboxSession, action: string, bankName: string): string {
  if (session.status !== 'CREATED') return settledPage(session, null);
  return layout(
    'Transferencia (sandbox)',
    `<h1>${escape(bankName)} <span class="badge">PRUEBA</span></h1>
<p>Transferencia por</p><p class="amount">${escape(money(session.amount, session.currency))}</p>
<form method="post" action="${escape(action)}">
<button class="primary" type="submit" name="action" value="pay">Autorizar transferencia</button>
<button class="secondary" type="submit" name="action" value="cancel">Rechazar</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return layout('Sandbox', '<h1>Sesión no encontrada</h1><p>El enlace de pago no es válido.</p>');
}
