import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { cardEnrolmentSelectors as card } from '#machines/cardEnrolment';
import { TextField } from '#ui/TextField';
import type { CardEnrolmentActor } from './CardForm';

/** Number (groups of 4), expiry (MM / AA), CVV and holder, with their inline errors once a save was refused. */
export function CardFields({ actor, errors }: { actor: CardEnrolmentActor; errors: card.CardFieldErrors | null }) {
  const { t } = useLingui();
  const fields = useSelector(actor, card.fields, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <>
      <TextField
        label={<Trans>Número de tarjeta</Trans>}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        value={fields.number}
        onChange={(e) => actor.send({ type: 'card.setNumber', value: e.target.value })}
        error={errors?.number ? t`Revisa el número de la tarjeta.` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the player's own "add a card" inside a dialog, whose first field takes the focus (WAI-ARIA dialog pattern)
        autoFocus
      />
      <div className="card-form__pair">
        <TextField
          label={<Trans>Vencimiento</Trans>}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM / AA`}
          value={fields.expiry}
          onChange={(e) => actor.send({ type: 'card.setExpiry', value: e.target.value })}
          error={errors?.expiry ? t`Usa MM / AA y una fecha que no haya pasado.` : undefined}
        />
        <TextField
          label={<Trans>CVV</Trans>}
          hint={<Trans>3 o 4 dígitos</Trans>}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={fields.cvv}
          onChange={(e) => actor.send({ type: 'card.setCvv', value: e.target.value })}
          error={errors?.cvv ? t`Ingresa los 3 o 4 dígitos.` : undefined}
        />
      </div>
      <TextField
        label={<Trans>Nombre del titular</Trans>}
        autoComplete="cc-name"
        autoCapitalize="words"
        value={fields.holder}
        onChange={(e) => actor.send({ type: 'card.setHolder', value: e.target.value })}
        error={errors?.holder ? t`Escribe el nombre como aparece en la tarjeta (solo letras).` : undefined}
      />
    </>
  );
}
