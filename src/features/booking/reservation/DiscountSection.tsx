import { useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { TextField } from '#ui/TextField';
import { useMessage } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * A discount code, or a bank discount by the card's first six digits (bin). The quote accepts,
 * clears or rejects the code; its alerts clear after 10 s.
 */
export function DiscountSection({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const text = useMessage();
  const code = useReservation(reservationSelectors.discountCode);
  const bin = useReservation(reservationSelectors.discountBin);
  const canClear = useReservation(reservationSelectors.canClearDiscount);
  const alert = useReservation(reservationSelectors.codeAlert);
  const quote = useReservation(reservationSelectors.quote);
  const [codeText, setCodeText] = useState('');
  const [binText, setBinText] = useState('');
  const appliedText = code ?? (bin ? `•••• ${bin}` : null);
  // The typed code goes in as an element, never as part of the message: Lingui parses a message's
  // text for its tags, so '<b>' typed in the code would be read as markup (and log an error).
  const applied = appliedText !== null ? <span className="discount-applied__code">{appliedText}</span> : null;

  const applyCode = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'discount.applyCode', code: codeText });
  };
  const applyBin = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'discount.applyBin', bin: binText });
  };

  return (
    <section className="card summary-section" aria-labelledby="discount-title">
      <h2 id="discount-title" className="section-title">
        <Trans>Descuentos</Trans>
      </h2>
      {applied ? (
        <div className="discount-applied">
          <p>
            <Trans>Descuento aplicado: {applied}</Trans>
            {quote?.slot.priceInfo.promoCode ? <span className="muted"> ({quote.slot.priceInfo.promoCode})</span> : null}
          </p>
          {canClear ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setCodeText('');
                setBinText('');
                actor.send({ type: 'discount.clear' });
              }}
            >
              <Trans>Quitar</Trans>
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <form className="inline-form" onSubmit={applyCode} noValidate>
            <TextField
              label={<Trans>Código de descuento</Trans>}
              autoCapitalize="characters"
              autoComplete="off"
              value={codeText}
              onChange={(e) => setCodeText(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              <Trans>Aplicar</Trans>
            </Button>
          </form>
          <p className="discount-bank">
            <Trans>¿Tu banco tiene un descuento en este club?</Trans>
          </p>
          <form className="inline-form" onSubmit={applyBin} noValidate>
            <TextField
              label={<Trans>Primeros 6 dígitos de tu tarjeta</Trans>}
              inputMode="numeric"
              autoComplete="off"
              value={binText}
              onChange={(e) => setBinText(e.target.value.replace(/\D/g, '').slice(0, 8))}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              <Trans>Aplicar</Trans>
            </Button>
          </form>
        </>
      )}
      {alert ? (
        <Notice kind="warning">
          <span data-testid="code-alert">{text(alert)}</span>
        </Notice>
      ) : null}
    </section>
  );
}
