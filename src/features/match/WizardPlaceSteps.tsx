import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { matchWizardSelectors as select, type MatchWizardMachine } from '#machines/matchWizard';
import { Button } from '#ui/Button';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';
import { TextField } from '#ui/TextField';
import { dayName, hoursBetween } from './dayNames';

type Props = { actor: ActorRefFrom<MatchWizardMachine>; snapshot: SnapshotFrom<MatchWizardMachine> };

/** Step 2: the sport's option fields (hand, side…); the non-optional ones need a choice. */
export function FieldsStep({ actor, snapshot }: Props) {
  const fields = snapshot.context.matchData?.fields ?? [];
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Cómo juegas</Trans>
      </h2>
      {fields.length === 0 ? (
        <p className="muted">
          <Trans>Este deporte no tiene más preguntas. Sigue al próximo paso.</Trans>
        </p>
      ) : null}
      {fields.map((field) => (
        <fieldset key={field.id} className="match-choices">
          <legend className="match-choices__legend">
            {field.display}{' '}
            {field.optional === 'Y' ? (
              <span className="muted">
                (<Trans>opcional</Trans>)
              </span>
            ) : null}
          </legend>
          <div className="match-choices__options">
            {field.options.map((o) => {
              const on = (snapshot.context.fields[field.id] ?? []).includes(o.id);
              return (
                <button
                  key={o.id}
                  type="button"
                  className={on ? 'match-chip match-chip--on' : 'match-chip'}
                  aria-pressed={on}
                  onClick={() => actor.send({ type: 'field.toggle', fieldId: field.id, optionId: o.id })}
                >
                  {o.display}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** Step 3: the days the player can play, each with start and end (hourly, end after start). */
export function AvailabilityStep({ actor, snapshot }: Props) {
  const { t, i18n } = useLingui();
  const options = snapshot.context.matchData?.availabilityOptions.dayOptions ?? [];
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Cuándo puedes jugar</Trans>
      </h2>
      <p className="muted">
        <Trans>Elige al menos un día.</Trans>
      </p>
      <ul className="match-days">
        {options.map((option) => {
          const day = snapshot.context.days.find((d) => d.dayOfWeek === option.dayOfWeek);
          const hours = hoursBetween(option.min, option.max).map((h) => ({ value: h, label: h }));
          const name = i18n._(dayName(option.dayOfWeek));
          const wrong = day !== undefined && day.endTime <= day.startTime;
          return (
            <li key={option.dayOfWeek} className="match-day">
              <label className="match-day__name">
                <input
                  type="checkbox"
                  checked={day !== undefined}
                  onChange={() => actor.send({ type: 'day.toggle', dayOfWeek: option.dayOfWeek })}
                />
                <span>{name}</span>
              </label>
              {day ? (
                <div className="match-day__times">
                  <SelectField
                    label={t`Desde`}
                    value={day.startTime}
                    options={hours}
                    onChange={(e) =>
                      actor.send({ type: 'day.times', dayOfWeek: day.dayOfWeek, startTime: e.target.value, endTime: day.endTime })
                    }
                  />
                  <SelectField
                    label={t`Hasta`}
                    value={day.endTime}
                    options={hours}
                    onChange={(e) =>
                      actor.send({ type: 'day.times', dayOfWeek: day.dayOfWeek, startTime: day.startTime, endTime: e.target.value })
                    }
                  />
                  {wrong ? (
                    <p className="field__error" role="alert">
                      <Trans>La hora de término debe ser después de la de inicio.</Trans>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Step 4: 1 to 3 communes, found by name ('Showing 10 of N'). */
export function CitiesStep({ actor, snapshot }: Props) {
  const { t } = useLingui();
  const { cities, cityQuery, cityResults, cityTotal } = snapshot.context;
  const full = !select.canAddMoreCities(snapshot);
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Dónde juegas</Trans>
      </h2>
      <p className="muted">
        <Trans>Elige de 1 a 3 comunas.</Trans>
      </p>
      {cities.length > 0 ? (
        <ul className="match-cities" aria-label={t`Comunas elegidas`}>
          {cities.map((c) => (
            <li key={c.id} className="match-chip match-chip--on">
              <span>{c.name}</span>
              <button
                type="button"
                className="match-chip__remove"
                aria-label={t`Quitar ${c.name}`}
                onClick={() => actor.send({ type: 'city.remove', cityId: c.id })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        label={t`Buscar comuna`}
        type="search"
        value={cityQuery}
        disabled={full}
        autoComplete="off"
        hint={full ? t`Ya elegiste 3 comunas.` : undefined}
        onChange={(e) => actor.send({ type: 'city.search', q: e.target.value })}
      />
      {select.citySearching(snapshot) ? <Spinner /> : null}
      {cityResults.length > 0 ? (
        <>
          <p className="muted" role="status">
            <Trans>
              Mostrando {cityResults.length} de {cityTotal}
            </Trans>
          </p>
          <ul className="match-results">
            {cityResults.map((c) => (
              <li key={c.id}>
                <Button
                  variant="secondary"
                  block
                  disabled={full || cities.some((x) => x.id === c.id)}
                  onClick={() => actor.send({ type: 'city.add', city: c })}
                >
                  {c.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
