import type { MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { linkPath, oneClickMessages, type OneClickLink, type OneClickPage } from '#machines/oneClickEnrolment';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { internalPath, slotsPathOf, summaryPathOf } from '#kernel/lib/booking/paths';
import { paymentOutcomeOf } from '#kernel/lib/booking/paymentOutcome';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { PaymentOutcomeActions, paymentOutcomeTexts } from '#ui/PaymentOutcome';
import { safeFormUrl } from './ProviderForm';
import { StatusBadge } from './StatusBadge';
import { useOneClickStatus } from './useOneClickStatus';
import './PaymentStatus.css';

const LINK_LABELS: Record<OneClickLink, MessageDescriptor> = {
  redirect: msg`Continuar`,
  return: msg`Volver a donde estaba`,
  creditCards: msg`Mis tarjetas`,
  profileMenu: msg`Mi perfil`,
  bookings: msg`Mis reservas`,
  primeSubscribe: msg`Ver planes prime`,
  prime: msg`Mi suscripción prime`,
};

/** The provider's card type ('credit', 'debit'), in words; another value is shown as it comes. */
const CARD_TYPES: Record<string, MessageDescriptor> = {
  credit: msg`de crédito`,
  debit: msg`de débito`,
};

const TEXTS = {
  enrol: {
    waitingTitle: msg`Inscribiendo tu tarjeta`,
    okTitle: msg`¡Tarjeta inscrita!`,
    errorTitle: msg`No pudimos inscribir tu tarjeta`,
    okMessage: oneClickMessages.OK,
    errorMessage: msg`El banco no confirmó la inscripción. No se hizo ningún cargo.`,
    retry: msg`Intentar de nuevo`,
  },
  payment: {
    waitingTitle: msg`Procesando tu pago`,
    okTitle: msg`¡Pago aprobado!`,
    errorTitle: msg`No pudimos completar el pago`,
    okMessage: msg`Tu pago con tarjeta fue aprobado.`,
    errorMessage: msg`El pago no fue aprobado. Revisa tus reservas antes de intentarlo de nuevo.`,
    retry: msg`Inscribir otra tarjeta`,
  },
} as const satisfies Record<OneClickPage, Record<string, MessageDescriptor>>;

/** /webpayoneclickenroll?tbk_token: the result of a one-click card enrolment. */
export function OneClickEnrolPage() {
  return <OneClickRoute page="enrol" />;
}

/** /webpayoneclick?id: the status of a one-click payment. */
export function OneClickPaymentPage() {
  return <OneClickRoute page="payment" />;
}

function OneClickRoute({ page }: { page: OneClickPage }) {
  const { search } = useLocation();
  return <OneClickStatus key={search} page={page} />;
}

/**
 * Spec part 2 §2 and §4 "One-click enrolment status": asked every second while the provider has not
 * answered (empty response code); enrolled 1 is OK, anything else or an error is ERROR. The links
 * follow oneClickEnrolment.links.ts; ERROR can start a new enrolment at the provider.
 */
function OneClickStatus({ page }: { page: OneClickPage }) {
  const { i18n } = useLingui();
  const [query] = useSearchParams();
  const userId = useSession(sessionSelectors.userId);
  // An internal address with its query (a booking's summary names its court there); nothing else.
  const returnTo = internalPath(query.get('returnTo'));
  const view = useOneClickStatus({ page, token: query.get('tbk_token'), id: query.get('id'), userId, returnTo });
  const { status, retrying, links, canRetry, failure, card, rejection, returning } = view;
  const texts = TEXTS[page];
  // A one-click payment not approved, for a known booking: the one payment-result screen.
  const outcome = rejection?.booking ? paymentOutcomeOf(rejection.errCategory) : null;
  const typeKey = (card.type ?? '').toLowerCase();
  const cardType = CARD_TYPES[typeKey] ? i18n._(CARD_TYPES[typeKey]) : (card.type ?? '');
  const last4 = card.last4;
  const charged = card.chargedAmount;
  const tone = status === 'OK' || returning ? 'ok' : status === 'ERROR' ? 'error' : 'waiting';
  const title = outcome
    ? paymentOutcomeTexts[outcome].title
    : returning
      ? texts.okTitle
      : status === 'OK'
        ? texts.okTitle
        : status === 'ERROR'
          ? texts.errorTitle
          : texts.waitingTitle;
  const message = outcome
    ? paymentOutcomeTexts[outcome].message
    : returning
      ? msg`Te llevamos de vuelta a tu reserva para pagarla con esta tarjeta…`
      : status === 'OK'
        ? texts.okMessage
        : status === 'ERROR'
          ? texts.errorMessage
          : oneClickMessages.waiting;

  const follow = (link: OneClickLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    view.actor.send({ type: 'link.follow', link });
  };
  const hrefOf = (link: OneClickLink) =>
    link === 'redirect' ? safeFormUrl(view.context.info?.urlRedirection ?? '') : linkPath(view.context, link);

  return (
    <Screen>
      <section className="card pay-status" aria-labelledby="pay-status-title" data-status={status ?? 'WAITING'}>
        <StatusBadge tone={tone} />
        <div className="pay-status__live" role="status" aria-live="polite" aria-atomic="true" data-testid="payment-status">
          <h2 id="pay-status-title" className="pay-status__title">
            {i18n._(title)}
          </h2>
          <p className="pay-status__message">{i18n._(message)}</p>
          {status === 'OK' && last4 ? (
            <p className="pay-status__reference">
              <Trans>
                Tarjeta {cardType} terminada en <strong>{last4}</strong>
              </Trans>
            </p>
          ) : null}
          {status === 'OK' && charged ? (
            <p className="pay-status__reference">
              <Trans>
                Monto cobrado: <strong>{charged}</strong>
              </Trans>
            </p>
          ) : null}
        </div>
        {failure && !retrying ? <Notice kind="error">{i18n._(failure)}</Notice> : null}
        {outcome && rejection?.booking ? (
          <PaymentOutcomeActions
            outcome={outcome}
            summaryHref={summaryPathOf(rejection.booking)}
            searchHref={slotsPathOf(rejection.booking)}
            bookingsHref="/bookings"
          />
        ) : null}
        {status === 'ERROR' && canRetry && !outcome ? (
          <div className="pay-status__actions">
            <Button busy={retrying} block onClick={() => view.actor.send({ type: 'enrolment.retry' })}>
              {i18n._(texts.retry)}
            </Button>
          </div>
        ) : null}
        {links.length > 0 && !outcome ? (
          <nav className="pay-status__actions" aria-label={i18n._(msg`Qué hacer ahora`)}>
            {links.map((link, index) => {
              const href = hrefOf(link);
              if (!href) return null;
              const variant = index === 0 && !(status === 'ERROR' && canRetry) ? 'primary' : 'secondary';
              return (
                <a key={link} href={href} onClick={follow(link)} className={`btn btn--${variant} btn--block`}>
                  <span>{i18n._(LINK_LABELS[link])}</span>
                </a>
              );
            })}
          </nav>
        ) : null}
      </section>
    </Screen>
  );
}
