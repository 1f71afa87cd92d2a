import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '#kernel/lib/money/formatMoney';
import { challengeCourtSelectors as select, type ChallengeCourtMachine } from '#machines/challengeCourt';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';

const DAYS_OFFERED = 14;

/** The dates offered from today (YYYY-MM-DD, club-local), as calendar days. */
function nextDays(today: string): string[] {
  const start = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
  return Array.from({ length: DAYS_OFFERED }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * A prime subscriber's club, court and time for the challenge (spec part 3 §6 MATCH_BOOKING): renders
 * the challengeCourt child and sends it the choices; the court is held 120 minutes once sent.
 */
export function CourtPicker({ actor }: { actor: ActorRefFrom<ChallengeCourtMachine> }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const snapshot = useSelector(actor, (s) => s);
  const clubs = select.clubs(snapshot);
  const today = select.today(snapshot);
  const date = select.date(snapshot);
  const chosen = select.chosen(snapshot);
  const failure = select.failure(snapshot);
  const slots = select.slots(snapshot);
  // Which hour's courts show (a view filter over the free times: the choice itself is the machine's).
  const hours = [...new Set(slots.map((s) => s.startTime))].sort();
  const [pickedHour, setHour] = useState<string | null>(null);
  const hour =
    chosen && hours.includes(chosen.startTime)
      ? chosen.startTime
      : pickedHour && hours.includes(pickedHour)
        ? pickedHour
        : (hours.find((h) => h >= '18:00') ?? hours[0] ?? null);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  return (
    <div className="stack" data-testid="court-picker">
      <h3>
        <Trans>Elige cancha y horario</Trans>
      </h3>
      <p>
        <Trans>Como suscriptor prime, tu cancha queda reservada 120 minutos mientras tu rival responde.</Trans>
      </p>
      {select.isLoading(snapshot) ? <Spinner size="large" /> : null}
      {failure ? (
        <Notice kind="error" title={failure.entry.title ? i18n._(failure.entry.title) : undefined}>
          <p>{i18n._(failure.entry.message)}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: failure.retry })}>
            <Trans>Volver a cargar</Trans>
          </Button>
        </Notice>
      ) : null}
      {select.canPickClub(snapshot) ? (
        <SelectField
          label={<Trans>Club</Trans>}
          value={select.clubId(snapshot) === null ? '' : String(select.clubId(snapshot))}
          options={[{ value: '', label: t`Elige un club` }, ...clubs.map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(event) => event.target.value && actor.send({ type: 'club.select', clubId: Number(event.target.value) })}
        />
      ) : null}
      {select.canPickDate(snapshot) && today && date ? (
        <SelectField
          label={<Trans>Día</Trans>}
          value={date}
          options={nextDays(today).map((day) => ({ value: day, label: dayLabel(day) }))}
          onChange={(event) => actor.send({ type: 'date.select', date: event.target.value })}
        />
      ) : null}
      {select.noFreeTimes(snapshot) ? (
        <p>
          <Trans>No quedan canchas libres ese día en este club.</Trans>
        </p>
      ) : null}
      {hour ? (
        <>
          <SelectField
            label={<Trans>Hora</Trans>}
            value={hour}
            options={hours.map((h) => ({ value: h, label: h }))}
            onChange={(event) => setHour(event.target.value)}
          />
          <div className="challenge__slots" role="group" aria-label={t`Canchas libres a esa hora`}>
            {slots
              .filter((slot) => slot.startTime === hour)
              .map((slot) => {
                const pressed = chosen?.courtId === slot.courtId && chosen.startTime === slot.startTime;
                // A court the club lets play for nothing says so, as the booking's slots do.
                const price = slot.amount > 0 ? formatMoney(slot.amount, slot.currencyCode, i18n.locale) : i18n._(msg`Gratis`);
                return (
                  <Button
                    key={`${slot.courtId}-${slot.startTime}`}
                    variant={pressed ? 'primary' : 'secondary'}
                    aria-pressed={pressed}
                    onClick={() => actor.send({ type: 'slot.select', courtId: slot.courtId, startTime: slot.startTime })}
                  >
                    {slot.courtName} · {slot.startTime}–{slot.endTime} · {price}
                  </Button>
                );
              })}
          </div>
        </>
      ) : null}
      <div className="challenge__actions">
        <Button block disabled={!select.canConfirm(snapshot)} onClick={() => actor.send({ type: 'court.confirm' })}>
          <Trans>Usar esta cancha</Trans>
        </Button>
        <Button block variant="secondary" onClick={() => actor.send({ type: 'court.skip' })}>
          <Trans>Desafiar sin cancha</Trans>
        </Button>
      </div>
    </div>
  );
}
