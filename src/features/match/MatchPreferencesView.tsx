import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AGE_BANDS } from '#kernel/contract/matchProfile';
import { matchPreferencesSelectors as select, type MatchPreferencesMachine } from '#machines/matchPreferences';
import { Button } from '#ui/Button';
import { Checkbox } from '#ui/Checkbox';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';
import { MatchDataGate } from './MatchDataGate';
import './Match.css';

type Actor = ActorRefFrom<MatchPreferencesMachine>;

function Chips<V extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
  disabled,
}: {
  legend: string;
  options: { value: V; label: string }[];
  chosen: readonly V[];
  onToggle: (value: V) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="match-choices">
      <legend className="match-choices__legend">{legend}</legend>
      <div className="match-choices__options">
        {options.map((o) => {
          const on = chosen.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              disabled={disabled}
              className={on ? 'match-chip match-chip--on' : 'match-chip'}
              aria-pressed={on}
              onClick={() => onToggle(o.value)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** /match/user_preferences: who the player wants to be matched with (nothing chosen = anyone). */
export function MatchPreferencesView({ actor }: { actor: Actor }) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const data = select.matchData(snapshot);
  const prefs = select.prefs(snapshot);
  const disabled = !select.canEdit(snapshot);
  const error = select.saveError(snapshot);
  const hands = select.handOptions(snapshot);
  return (
    <MatchDataGate actor={actor} snapshot={snapshot}>
      {data ? (
        <form
          className="match-page"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'prefs.save' });
          }}
        >
          <h2>
            <Trans>Preferencias de rivales</Trans>
          </h2>
          <p className="muted">
            <Trans>Si no marcas nada en un grupo, te recomendamos a todos.</Trans>
          </p>
          <Chips
            legend={t`Género`}
            disabled={disabled}
            chosen={prefs.genderPreferences}
            onToggle={(gender) => actor.send({ type: 'pref.gender', gender })}
            options={[
              { value: 'F' as const, label: t`Mujeres` },
              { value: 'M' as const, label: t`Hombres` },
            ]}
          />
          <Chips
            legend={t`Edad`}
            disabled={disabled}
            chosen={prefs.agePreferences}
            onToggle={(band) => actor.send({ type: 'pref.age', band })}
            options={AGE_BANDS.map((band) => ({ value: band, label: band }))}
          />
          <Chips
            legend={t`Nivel`}
            disabled={disabled}
            chosen={prefs.levelPreferences}
            onToggle={(level) => actor.send({ type: 'pref.level', level })}
            options={data.levels.map((l) => ({ value: l.id, label: l.name }))}
          />
          {hands.length > 0 ? (
            <SegmentedControl
              label={t`Mano hábil del rival`}
              wrap
              value={prefs.handPreference ?? ''}
              onChange={(hand) => actor.send({ type: 'pref.hand', hand: hand === '' ? null : hand })}
              options={[{ value: '', label: t`Cualquiera` }, ...hands.map((h) => ({ value: h.id, label: h.display }))]}
            />
          ) : null}
          <Checkbox
            label={t`Solo partidos de ranking`}
            checked={prefs.ranked}
            disabled={disabled}
            onChange={(e) => actor.send({ type: 'pref.ranked', ranked: e.target.checked })}
          />
          {error ? <Notice kind="error">{i18n._(error.message)}</Notice> : null}
          {select.isSaved(snapshot) ? (
            <Notice kind="success">
              <Trans>Guardamos tus preferencias.</Trans>
            </Notice>
          ) : null}
          <Button type="submit" block busy={select.isSaving(snapshot)} disabled={disabled}>
            <Trans>Guardar preferencias</Trans>
          </Button>
        </form>
      ) : null}
    </MatchDataGate>
  );
}
