import { useRef, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cardEnrolmentSelectors as card, MSG_MAX_KUSHKI_CARDS, type CardEnrolmentMachine } from '#machines/cardEnrolment';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { CardFields } from './CardFields';
import { ShieldIcon, LockIcon } from './icons';
import { MissingDataFields } from './MissingDataFields';
import { useKeepFocus } from './useKeepFocus';
import { useMessage } from '#shell/i18n/useMessage';
import './CardForm.css';

export type CardEnrolmentActor = ActorRefFrom<CardEnrolmentMachine>;

/**
 * The card enrolment form, rendering the card enrolment machine: the provider's config loading, the
 * maximum-cards notice, the form (number, expiry, CVV, holder; ID number and address only when the
 * method asks), the steps (3-D Secure among them) and each failure's message with what follows.
 */
export function CardForm({ actor }: { actor: CardEnrolmentActor }) {
  const screen = useSelector(actor, card.screen);
  const box = useRef<HTMLDivElement>(null);
  useKeepFocus(box, screen);
  return <div ref={box}>{cardScreen(actor, screen)}</div>;
}

function cardScreen(actor: CardEnrolmentActor, screen: card.CardScreen): ReactNode {
  switch (screen) {
    case 'form':
      return <CardFormFields actor={actor} />;
    case 'maxCards':
      return <MaxCards actor={actor} />;
    case 'working':
      return <CardStep actor={actor} />;
    case 'failed':
      return <CardFailure actor={actor} />;
    case 'done':
    case 'confirmDelete':
      return null;
    default:
      return (
        <div className="card-form__busy">
          <Spinner />
          <p className="muted">
            <Trans>Preparando el formulario seguro…</Trans>
          </p>
        </div>
      );
  }
}

function CardFormFields({ actor }: { actor: CardEnrolmentActor }) {
  const errors = useSelector(actor, card.fieldErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'card.submit' });
  };
  const invalid = errors !== null && Object.values(errors).some(Boolean);
  return (
    <form className="card-form" onSubmit={submit} noValidate>
      <CardFields actor={actor} errors={errors} />
      <MissingDataFields actor={actor} errors={errors} />
      {invalid ? (
        <Notice kind="error">
          <Trans>Revisa los datos marcados.</Trans>
        </Notice>
      ) : null}
      <p className="card-form__secure muted">
        <LockIcon />
        <Trans>El número y el código van directo al proveedor de pago; no los guardamos.</Trans>
      </p>
      <div className="card-form__actions">
        <Button type="submit" block>
          <Trans>Guardar tarjeta</Trans>
        </Button>
        <Button variant="ghost" block onClick={() => actor.send({ type: 'card.cancel' })}>
          <Trans>Volver</Trans>
        </Button>
      </div>
    </form>
  );
}

function MaxCards({ actor }: { actor: CardEnrolmentActor }) {
  const text = useMessage();
  return (
    <div className="card-form">
      <Notice kind="warning">{text(MSG_MAX_KUSHKI_CARDS)}</Notice>
      <Button variant="secondary" block onClick={() => actor.send({ type: 'card.cancel' })}>
        <Trans>Volver</Trans>
      </Button>
    </div>
  );
}

function CardStep({ actor }: { actor: CardEnrolmentActor }) {
  const { t } = useLingui();
  const step = useSelector(actor, card.step);
  const last = useSelector(actor, card.lastFour);
  const texts: Record<card.CardStep, string> = {
    savingMissingData: t`Guardando tus datos…`,
    prechecking: t`Revisando tu tarjeta…`,
    tokenizing: t`Conectando de forma segura con el proveedor…`,
    verifying3ds: t`Verificando con tu banco (3-D Secure)…`,
    subscribing: t`Guardando tu tarjeta…`,
    deleting: t`Eliminando la tarjeta…`,
  };
  if (step === 'verifying3ds') {
    return (
      <div className="card-form__busy card-form__3ds" role="status" aria-live="polite">
        <ShieldIcon />
        <h3 className="card-form__step-title">
          <Trans>Verificación 3-D Secure</Trans>
        </h3>
        <p>
          <Trans>
            Tu banco está confirmando que la tarjeta terminada en {last} es tuya. Si te lo pide, apruébalo en la app de tu banco.
          </Trans>
        </p>
        <Spinner size="small" decorative />
      </div>
    );
  }
  return (
    <div className="card-form__busy" role="status" aria-live="polite">
      <Spinner size="small" decorative />
      <p>{step ? texts[step] : null}</p>
    </div>
  );
}

function CardFailure({ actor }: { actor: CardEnrolmentActor }) {
  const text = useMessage();
  const failure = useSelector(actor, card.failure);
  if (!failure) return null;
  const next = failure.next;
  return (
    <div className="card-form">
      <Notice kind="error">{text(failure.message, failure.values)}</Notice>
      <Button block variant={next === 'edit' ? 'primary' : 'secondary'} onClick={() => actor.send({ type: 'error.dismiss' })}>
        {next === 'edit' ? (
          <Trans>Revisar los datos</Trans>
        ) : next === 'completeProfile' ? (
          <Trans>Completar mi perfil</Trans>
        ) : (
          <Trans>Entendido</Trans>
        )}
      </Button>
      {next !== 'close' ? (
        <Button variant="ghost" block onClick={() => actor.send({ type: 'card.cancel' })}>
          <Trans>Cancelar</Trans>
        </Button>
      ) : null}
    </div>
  );
}
