import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { matchWizardSelectors as select, type MatchWizardMachine } from '#machines/matchWizard';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';
import { SelectField } from '#ui/SelectField';
import { Spinner } from '#ui/Spinner';
import { TextField } from '#ui/TextField';

type Props = { actor: ActorRefFrom<MatchWizardMachine>; snapshot: SnapshotFrom<MatchWizardMachine> };

/** Step 0: gender and birth date, each only when the profile lacks it. */
export function PersonalStep({ actor, snapshot }: Props) {
  const { t } = useLingui();
  const { gender, birthDate } = snapshot.context;
  const setBirth = (part: 'day' | 'month' | 'year', value: string) =>
    actor.send({ type: 'personal.birthDate', ...birthDate, [part]: value === '' ? null : Number(value) });
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  const blank = { value: '', label: '—' };
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Sobre ti</Trans>
      </h2>
      {select.askGender(snapshot) ? (
        <SegmentedControl
          label={t`Género`}
          value={gender}
          onChange={(value) => actor.send({ type: 'personal.gender', gender: value })}
          options={[
            { value: 'F', label: t`Mujer` },
            { value: 'M', label: t`Hombre` },
          ]}
        />
      ) : null}
      {select.askBirthDate(snapshot) ? (
        <fieldset className="match-wizard__birth">
          <legend className="field__label">
            <Trans>Fecha de nacimiento</Trans>
          </legend>
          <SelectField
            label={t`Día`}
            value={birthDate.day ?? ''}
            onChange={(e) => setBirth('day', e.target.value)}
            options={[blank, ...numbers(1, 31).map((v) => ({ value: v, label: v }))]}
          />
          <SelectField
            label={t`Mes`}
            value={birthDate.month ?? ''}
            onChange={(e) => setBirth('month', e.target.value)}
            options={[blank, ...numbers(1, 12).map((v) => ({ value: v, label: v }))]}
          />
          <SelectField
            label={t`Año`}
            value={birthDate.year ?? ''}
            onChange={(e) => setBirth('year', e.target.value)}
            options={[blank, ...select.birthYears(snapshot).map((y) => ({ value: String(y), label: String(y) }))]}
          />
        </fieldset>
      ) : null}
    </div>
  );
}

/** The team name with what the check said; asked on the sport step, or on its own for teams of 3+. */
export function TeamNameField({ actor, snapshot }: Props) {
  const { t } = useLingui();
  const status = select.teamStatus(snapshot);
  const hint =
    status === 'short'
      ? t`Al menos 5 caracteres.`
      : status === 'checking'
        ? t`Revisando el nombre…`
        : status === 'available'
          ? t`¡Nombre disponible!`
          : status === 'failed'
            ? t`No pudimos revisar el nombre del equipo. Escríbelo otra vez.`
            : select.teamMandatory(snapshot)
              ? t`Este deporte se juega por equipos: el nombre es obligatorio.`
              : t`Opcional.`;
  return (
    <TextField
      label={t`Nombre del equipo`}
      value={snapshot.context.teamName}
      maxLength={60}
      autoComplete="off"
      onChange={(e) => actor.send({ type: 'team.name', name: e.target.value })}
      error={status === 'taken' ? t`Otro equipo ya usa ese nombre. Elige otro.` : undefined}
      hint={status === 'taken' ? undefined : hint}
    />
  );
}

/** Step 1: the sport, the level in it and (unless a team step follows) the team name. */
export function SportStep({ actor, snapshot }: Props) {
  const { t, i18n } = useLingui();
  const { sports, sportId, matchData, level } = snapshot.context;
  const sportError = select.sportError(snapshot);
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Tu deporte</Trans>
      </h2>
      <SegmentedControl
        label={t`Deporte`}
        wrap
        value={sportId}
        onChange={(value) => actor.send({ type: 'sport.choose', sportId: value })}
        options={sports.map((s) => ({ value: s.id, label: s.name }))}
      />
      {select.sportLoading(snapshot) ? <Spinner /> : null}
      {sportError ? <Notice kind="error">{i18n._(sportError.message)}</Notice> : null}
      {select.sportReady(snapshot) && matchData ? (
        <>
          <SegmentedControl
            label={t`Tu nivel`}
            wrap
            value={level}
            onChange={(value) => actor.send({ type: 'level.choose', level: value })}
            options={matchData.levels.map((l) => ({ value: l.id, label: l.name }))}
          />
          {select.teamOnSportStep(snapshot) ? <TeamNameField actor={actor} snapshot={snapshot} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** The team step of sports played by teams of 3 or more. */
export function TeamStep({ actor, snapshot }: Props) {
  return (
    <div className="match-wizard__step">
      <h2>
        <Trans>Tu equipo</Trans>
      </h2>
      <p className="muted">
        <Trans>Tus rivales verán este nombre cuando los desafíes.</Trans>
      </p>
      <TeamNameField actor={actor} snapshot={snapshot} />
    </div>
  );
}
