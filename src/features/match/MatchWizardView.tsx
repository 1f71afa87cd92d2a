import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loadWizardErrors, matchWizardSelectors as select, type MatchWizardMachine } from '#machines/matchWizard';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { AvailabilityStep, CitiesStep, FieldsStep } from './WizardPlaceSteps';
import { PersonalStep, SportStep, TeamStep } from './WizardSportSteps';
import './Match.css';

/** /match/wizard: one step at a time; next stays disabled until the step is valid. */
export function MatchWizardView({ actor }: { actor: ActorRefFrom<MatchWizardMachine> }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const step = select.currentStep(snapshot);
  const error = select.saveError(snapshot);
  const props = { actor, snapshot };
  if (select.isLoading(snapshot) || select.isSaved(snapshot)) return <Loader />;
  if (select.loadFailed(snapshot))
    return (
      <Notice kind="error" title={i18n._(loadWizardErrors.other.title)}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'wizard.retry' })}>
          <Trans>Reintentar</Trans>
        </Button>
      </Notice>
    );
  const number = select.stepNumber(snapshot);
  const count = select.stepCount(snapshot);
  return (
    <form
      className="match-wizard"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'step.next' });
      }}
    >
      <div className="match-wizard__progress">
        <p className="muted">
          <Trans>
            Paso {number} de {count}
          </Trans>
        </p>
        <progress max={count} value={number} aria-hidden="true" />
      </div>
      {step === 'personal' ? <PersonalStep {...props} /> : null}
      {step === 'sport' ? <SportStep {...props} /> : null}
      {step === 'team' ? <TeamStep {...props} /> : null}
      {step === 'fields' ? <FieldsStep {...props} /> : null}
      {step === 'availability' ? <AvailabilityStep {...props} /> : null}
      {step === 'cities' ? <CitiesStep {...props} /> : null}
      {error ? (
        <Notice kind="error">
          <span data-testid="wizard-error">{i18n._(error.message)}</span>
        </Notice>
      ) : null}
      <div className="match-wizard__nav">
        {select.canBack(snapshot) ? (
          <Button variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
            <Trans>Atrás</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!select.canNext(snapshot)} busy={select.isSaving(snapshot)}>
          {select.isLastStep(snapshot) ? <Trans>Guardar</Trans> : <Trans>Siguiente</Trans>}
        </Button>
      </div>
    </form>
  );
}
