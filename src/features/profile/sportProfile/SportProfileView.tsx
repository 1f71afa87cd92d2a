import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loadSportProfileErrors, sportProfileSelectors as select, type SportProfileMachine } from '#machines/sportProfile';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import './SportProfile.css';

/** The sport profile questionnaire: one radio group per question, and save. */
export function SportProfileView({ actor }: { actor: ActorRefFrom<SportProfileMachine> }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const questions = select.questions(snapshot);
  const saveError = select.saveError(snapshot);
  const missing = select.missing(snapshot);
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(loadSportProfileErrors.other.title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'profile.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {select.isUnavailable(snapshot) ? (
        <EmptyState title={<Trans>Aún no hay cuestionario para ti</Trans>}>
          <Trans>Cuando tengamos preguntas sobre cómo juegas, aparecerán aquí.</Trans>
        </EmptyState>
      ) : null}
      {questions.length > 0 ? (
        <form
          className="sport-profile"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'profile.save' });
          }}
        >
          <p className="muted">
            <Trans>Cuéntanos cómo juegas para recomendarte horarios y jugadores.</Trans>
          </p>
          {questions.map((q) => (
            <fieldset key={q.id} className="sport-profile__question">
              <legend className="sport-profile__legend">{q.text}</legend>
              {q.options.map((o) => (
                <label key={o.id} className="sport-profile__option">
                  <input
                    type="radio"
                    name={`question-${q.id}`}
                    checked={select.choiceOf(snapshot, q.id) === o.id}
                    disabled={!select.canChoose(snapshot)}
                    onChange={() => actor.send({ type: 'answer.choose', questionId: q.id, optionId: o.id })}
                  />
                  <span>{o.text}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {saveError ? <Notice kind="error">{i18n._(saveError.message)}</Notice> : null}
          {select.isSaved(snapshot) ? (
            <Notice kind="success">
              <Trans>Guardamos tu perfil deportivo.</Trans>
            </Notice>
          ) : null}
          {missing > 0 ? (
            <p className="muted" role="status">
              <Plural value={missing} one="Falta # respuesta." other="Faltan # respuestas." />
            </p>
          ) : null}
          <Button type="submit" block busy={select.isSaving(snapshot)} disabled={!select.canSave(snapshot)}>
            <Trans>Guardar respuestas</Trans>
          </Button>
        </form>
      ) : null}
    </>
  );
}
