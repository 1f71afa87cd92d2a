import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dispenserMachine } from '#machines/dispenser/dispenser.machine';
import * as dispenser from '#machines/dispenser/dispenser.selectors';
import { useRuntime } from '#shell/runtimeContext';
import { useMessage } from '#shell/i18n/useMessage';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { TextField } from '#ui/TextField';
import { dispenserActors } from './dispenserActors';

/**
 * The golf ball dispenser (spec part 1 §5, §7): on a booking with buckets of balls. In the app the
 * shell scans the dispenser's QR code; in a browser the player types the code printed under it.
 */
export default function DispenserPanel({ bookingId, buckets }: { bookingId: number; buckets: number }) {
  const { api, shell } = useRuntime();
  const { t } = useLingui();
  const text = useMessage();
  const machine = useMemo(() => dispenserMachine.provide({ actors: dispenserActors(api, shell) }), [api, shell]);
  const actor = useActorRef(machine, { input: { bookingId, platform: shell.kind === 'native' ? 'app' : 'web' } });
  const app = useSelector(actor, dispenser.isApp);
  const code = useSelector(actor, dispenser.code);
  const busy = useSelector(actor, dispenser.isBusy);
  const answer = useSelector(actor, dispenser.answer);
  const problem = useSelector(actor, dispenser.problem);

  return (
    <section className="card dispenser" aria-labelledby="dispenser-title">
      <h2 id="dispenser-title" className="dispenser__title">
        <Trans>Dispensador de pelotas</Trans>
      </h2>
      {answer ? (
        <Notice kind="success" title={answer.title}>
          <p>{answer.message}</p>
        </Notice>
      ) : (
        <>
          <p className="muted">
            {app ? (
              <Trans>Tienes {buckets} baldes de pelotas. Escanea el código QR del dispensador para retirarlos.</Trans>
            ) : (
              <Trans>Tienes {buckets} baldes de pelotas. Escribe el código impreso bajo el QR del dispensador para retirarlos.</Trans>
            )}
          </p>
          {problem ? <Notice kind="error">{text(problem)}</Notice> : null}
          {app ? (
            <Button block busy={busy} onClick={() => actor.send({ type: 'dispenser.scan' })}>
              <Trans>Escanear el QR del dispensador</Trans>
            </Button>
          ) : (
            <form
              className="dispenser__form"
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'dispenser.submit' });
              }}
            >
              <TextField
                label={t`Código del dispensador`}
                value={code}
                autoComplete="off"
                onChange={(event) => actor.send({ type: 'dispenser.type', code: event.target.value })}
              />
              <Button type="submit" block busy={busy}>
                <Trans>Retirar pelotas</Trans>
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
