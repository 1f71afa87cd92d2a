import { Trans } from '@lingui/react/macro';
import { TextField } from '#ui/TextField';
import type { ReservationSnapshot } from '#machines/booking/reservation/reservation.selectors';
import { useReservation, useReservationActor } from './ReservationContext';

const sportOf = (s: ReservationSnapshot) => s.context.sport;
const textsOf = (s: ReservationSnapshot) => s.context.texts;

/**
 * The texts the club sport asks for (who you play with; the booking's motive and arrival time) and,
 * at a club that takes LATAM Pass, the booker's account id: prefilled from the saved one, filtered
 * as typed (word characters, upper-cased), saved by the booking for next time.
 */
export function BookingTextsSection() {
  const actor = useReservationActor();
  const sport = useReservation(sportOf);
  const texts = useReservation(textsOf);
  const latamPass = sport.latam_pass_enabled === true;
  const playWith = sport.ask_play_with === true;
  const motive = sport.ask_motive_and_arrival === true;
  if (!latamPass && !playWith && !motive) return null;
  const required = (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
  const setText = (field: 'playWith' | 'bookingMotive' | 'arrivalTime', value: string) => actor.send({ type: 'texts.set', field, value });
  return (
    <section className="card summary-section" aria-labelledby="texts-title">
      <h2 id="texts-title" className="section-title">
        <Trans>Tu reserva</Trans>
      </h2>
      {playWith ? (
        <TextField
          label={
            <>
              <Trans>¿Con quién juegas?</Trans>
              {required}
            </>
          }
          required
          maxLength={300}
          value={texts.playWith}
          onChange={(e) => setText('playWith', e.target.value)}
        />
      ) : null}
      {motive ? (
        <>
          <TextField
            label={
              <>
                <Trans>Motivo de la reserva</Trans>
                {required}
              </>
            }
            required
            maxLength={300}
            value={texts.bookingMotive}
            onChange={(e) => setText('bookingMotive', e.target.value)}
          />
          <TextField
            label={
              <>
                <Trans>Hora de llegada</Trans>
                {required}
              </>
            }
            type="time"
            required
            value={texts.arrivalTime}
            onChange={(e) => setText('arrivalTime', e.target.value)}
          />
        </>
      ) : null}
      {latamPass ? (
        <TextField
          label={
            <>
              <Trans>Cuenta LATAM Pass</Trans> <Trans>(opcional)</Trans>
            </>
          }
          hint={<Trans>Tu número de socio LATAM Pass, para acumular millas. Lo guardamos para tus próximas reservas.</Trans>}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          value={texts.latamPass}
          onChange={(e) => actor.send({ type: 'latamPass.set', value: e.target.value })}
        />
      ) : null}
    </section>
  );
}
