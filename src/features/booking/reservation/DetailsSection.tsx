import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Checkbox } from '#ui/Checkbox';
import { TextArea } from '#ui/TextArea';
import { TextField } from '#ui/TextField';
import { clubDetails, sportDetails } from '../api/views';
import { useReservation, useReservationActor } from './ReservationContext';

/** Comments (when the sport asks), the club's custom data fields and its terms. */
export function DetailsSection() {
  const actor = useReservationActor();
  const sport = sportDetails(useReservation(reservationSelectors.sport))!;
  const fields = useReservation(reservationSelectors.customFields);
  const values = useReservation(reservationSelectors.fieldValues);
  const comments = useReservation(reservationSelectors.comments);
  const commentsRequired = useReservation(reservationSelectors.commentsRequired);
  const minLength = useReservation(reservationSelectors.commentsMinLength);
  const termsRequired = useReservation(reservationSelectors.termsRequired);
  const accepted = useReservation(reservationSelectors.termsAccepted);
  // The club's own text (field names, its rules' wording) is shown as the club wrote it, in its language.
  const lang = clubDetails(useReservation(reservationSelectors.club))?.language_code;
  const required = (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
  if (!commentsRequired && fields.length === 0 && !termsRequired) return null;
  return (
    <section className="card summary-section" aria-labelledby="details-title">
      <h2 id="details-title" className="section-title">
        <Trans>Datos de la reserva</Trans>
      </h2>
      <p className="muted summary-section__note">
        <Trans>Los campos marcados con * son obligatorios.</Trans>
      </p>
      {commentsRequired ? (
        <TextArea
          label={
            <>
              {sport.text_for_comments ? <span lang={lang}>{sport.text_for_comments}</span> : <Trans>Información adicional</Trans>}
              {required}
            </>
          }
          value={comments}
          hint={minLength ? <Trans>Al menos {minLength} caracteres.</Trans> : undefined}
          required
          onChange={(e) => actor.send({ type: 'comments.set', comments: e.target.value })}
        />
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field.dataConfigId}
          label={
            field.mandatory ? (
              <>
                <span lang={lang}>{field.name}</span>
                {required}
              </>
            ) : (
              <>
                <span lang={lang}>{field.name}</span> <Trans>(opcional)</Trans>
              </>
            )
          }
          required={field.mandatory}
          value={values[field.dataConfigId] ?? ''}
          onChange={(e) => actor.send({ type: 'field.set', dataConfigId: field.dataConfigId, value: e.target.value })}
        />
      ))}
      {termsRequired ? (
        <Checkbox
          checked={accepted}
          required
          onChange={(e) => actor.send({ type: 'terms.set', accepted: e.target.checked })}
          label={
            <span>
              {sport.tyc_text ? <span lang={lang}>{sport.tyc_text}</span> : <Trans>Acepto el reglamento del club</Trans>}
              {required}
              {sport.tyc_url ? (
                <>
                  {' '}
                  <a href={sport.tyc_url} target="_blank" rel="noreferrer">
                    <Trans>(leer el reglamento)</Trans>
                  </a>
                </>
              ) : null}
            </span>
          }
        />
      ) : null}
    </section>
  );
}
