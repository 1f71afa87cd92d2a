import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { Button } from '#ui/Button';
import { Countdown } from '#ui/Countdown';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { TextArea } from '#ui/TextArea';
import type { ActorRefFrom } from 'xstate';
import type { ChallengeCourtMachine } from '#machines/challengeCourt';
import { CourtPicker } from './CourtPicker';
import type { ChallengeFlow } from './useChallenge';
import './Challenge.css';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The challenge pages (spec part 3 §4 "Challenge"): before sending, the rival and the days you share;
 * a pending challenge with its countdown (the sender may cancel, the rival accepts, declines or sets it
 * aside); an accepted one opens the chat or is called off with a reason; the ended ones say so.
 */
export function ChallengeView({ flow, emphasis = 'accept' }: { flow: ChallengeFlow; emphasis?: 'accept' | 'decline' }) {
  const { i18n } = useLingui();
  const { phase, options, challenge, countdown } = flow;
  const name = challenge
    ? `${challenge.userFirstName} ${challenge.userLastName}`
    : options
      ? `${options.rival.firstName} ${options.rival.lastName}`
      : '';
  const level = challenge?.userMetadata.levelName ?? options?.rival.levelName ?? null;
  /** A club-local YYYY-MM-DD as the reader says it ('jueves, 26 de noviembre'). */
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  return (
    <Screen narrow>
      <section className="card stack challenge" aria-labelledby="challenge-title" data-testid="challenge" data-phase={phase}>
        <h2 id="challenge-title">{name ? <Trans>Desafío con {name}</Trans> : <Trans>Desafío</Trans>}</h2>
        {level ? (
          <p className="challenge__level">
            <Trans>Nivel: {level}</Trans>
          </p>
        ) : null}

        {phase === 'loading' ? (
          <div role="status" aria-live="polite">
            <Spinner size="large" decorative />
            <p>
              <Trans>Cargando el desafío…</Trans>
            </p>
          </div>
        ) : null}

        {flow.failure && phase !== 'loading' ? (
          <Notice kind={phase === 'blocked' ? 'warning' : 'error'}>
            <p data-testid="challenge-failure">{i18n._(flow.failure)}</p>
          </Notice>
        ) : null}

        {phase === 'pickingCourt' && flow.courtPick ? <CourtPicker actor={flow.courtPick as ActorRefFrom<ChallengeCourtMachine>} /> : null}

        {phase === 'ready' && options ? (
          <>
            {flow.court ? (
              <p data-testid="challenge-court">
                {/* prettier-ignore */}
                <Trans>Cancha: {flow.court.clubName} · {flow.court.slot.courtName} · {day(flow.court.slot.date)} {flow.court.slot.startTime}–{flow.court.slot.endTime}. Queda reservada 120 minutos mientras tu rival responde.</Trans>
              </p>
            ) : (
              <p>
                {/* prettier-ignore */}
                <Trans>Tienen {options.commonDays.length} días disponibles en común. Tu rival tendrá {options.expiresHours} horas para responder.</Trans>
              </p>
            )}
            {flow.canChangeCourt ? (
              <Button block variant="secondary" onClick={flow.changeCourt}>
                {flow.court ? <Trans>Cambiar cancha</Trans> : <Trans>Elegir cancha</Trans>}
              </Button>
            ) : null}
            <Button block onClick={flow.send}>
              <Trans>Enviar desafío</Trans>
            </Button>
          </>
        ) : null}
        {phase === 'sendFailed' ? (
          <Button block onClick={flow.send}>
            <Trans>Reintentar</Trans>
          </Button>
        ) : null}

        {(phase === 'waiting' || phase === 'answering') && countdown ? (
          <Countdown
            text={`${two(countdown.hours)}:${two(countdown.minutes)}:${two(countdown.seconds)}`}
            label={<Trans>El desafío expira en</Trans>}
            urgent={countdown.hours === 0 && countdown.minutes < 10}
          />
        ) : null}

        {challenge?.courtId &&
        challenge.date &&
        challenge.time &&
        (phase === 'waiting' || phase === 'answering' || phase === 'accepted') ? (
          <p data-testid="challenge-held-court">
            {/* prettier-ignore */}
            {challenge.clubName && challenge.courtName ? (
              <Trans>
                Con cancha reservada: {challenge.clubName} · {challenge.courtName}, el {day(challenge.date)} a las{' '}
                {challenge.time.slice(0, 5)}.
              </Trans>
            ) : (
              <Trans>
                Con cancha reservada el {day(challenge.date)} a las {challenge.time.slice(0, 5)}.
              </Trans>
            )}
          </p>
        ) : null}

        {phase === 'waiting' ? (
          <>
            <Notice kind="info">
              <p>
                <Trans>Enviaste el desafío. Te avisaremos cuando {name} responda.</Trans>
              </p>
            </Notice>
            <Button block variant="secondary" onClick={flow.cancel}>
              <Trans>Cancelar desafío</Trans>
            </Button>
          </>
        ) : null}

        {phase === 'answering' ? (
          <>
            <p>
              <Trans>{name} te desafió a jugar.</Trans>
            </p>
            <div className="challenge__actions">
              <Button block variant={emphasis === 'accept' ? 'primary' : 'secondary'} onClick={flow.accept}>
                <Trans>Aceptar</Trans>
              </Button>
              <Button block variant={emphasis === 'decline' ? 'primary' : 'secondary'} onClick={flow.decline}>
                <Trans>Rechazar</Trans>
              </Button>
              <Button block variant="secondary" onClick={flow.dismiss}>
                <Trans>Descartar sin responder</Trans>
              </Button>
            </div>
          </>
        ) : null}

        {phase === 'accepted' ? (
          <>
            <Notice kind="success" title={<Trans>Desafío aceptado</Trans>}>
              <p>
                <Trans>Coordinen el partido en el chat.</Trans>
              </p>
            </Notice>
            <Button block onClick={flow.openChat}>
              <Trans>Abrir el chat</Trans>
            </Button>
            <Button block variant="secondary" onClick={flow.rate}>
              <Trans>Calificar el partido</Trans>
            </Button>
            <Button block variant="secondary" onClick={flow.nogo}>
              <Trans>Cancelar el partido</Trans>
            </Button>
          </>
        ) : null}

        {phase === 'confirmingNogo' ? (
          <>
            <TextArea
              label={<Trans>¿Por qué no pueden jugar? (opcional)</Trans>}
              value={flow.nogoReason}
              maxLength={500}
              onChange={(event) => flow.setReason(event.target.value)}
            />
            <Button block onClick={flow.confirmNogo}>
              <Trans>Confirmar cancelación</Trans>
            </Button>
            <Button block variant="secondary" onClick={flow.backFromNogo}>
              <Trans>Volver</Trans>
            </Button>
          </>
        ) : null}

        {phase === 'declined' ? (
          <Notice kind="warning" title={<Trans>Desafío rechazado</Trans>}>
            <p>
              <Trans>Este desafío fue rechazado.</Trans>
            </p>
          </Notice>
        ) : null}
        {phase === 'cancelled' ? (
          <Notice kind="warning" title={<Trans>Desafío cancelado</Trans>}>
            <p>
              <Trans>Este desafío fue cancelado.</Trans>
            </p>
          </Notice>
        ) : null}
        {phase === 'dismissed' ? (
          <Notice kind="info" title={<Trans>Desafío descartado</Trans>}>
            <p>
              <Trans>Dejaste este desafío sin responder.</Trans>
            </p>
          </Notice>
        ) : null}
        {phase === 'expired' ? (
          <Notice kind="warning" title={<Trans>Desafío expirado</Trans>}>
            <p>
              <Trans>El tiempo para responder este desafío terminó.</Trans>
            </p>
          </Notice>
        ) : null}
        {phase === 'calledOff' ? (
          <>
            <Notice kind="warning" title={<Trans>Partido cancelado</Trans>}>
              {challenge?.nogoReason ? <p>{challenge.nogoReason}</p> : null}
            </Notice>
            <Button block onClick={flow.rate}>
              <Trans>Calificar el partido</Trans>
            </Button>
          </>
        ) : null}

        {phase === 'loadFailed' || phase === 'moveFailed' ? (
          <Button block variant="secondary" onClick={flow.reload}>
            <Trans>Volver a cargar</Trans>
          </Button>
        ) : null}
        {phase !== 'loading' && phase !== 'confirmingNogo' && phase !== 'leaving' ? (
          <Button block variant="secondary" onClick={flow.home}>
            <Trans>Ir a match</Trans>
          </Button>
        ) : null}
      </section>
    </Screen>
  );
}
