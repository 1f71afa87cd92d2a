import { Trans } from '@lingui/react/macro';
import { reservationSelectors } from '../../../../machines/booking';
import { Checkbox } from '../../../ui/Checkbox';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { sportDetails } from '../api/views';
import { useReservation, useReservationActor } from './ReservationContext';

/** Comments (when the sport asks), the club's custom data fields and its terms. */
export function DetailsSection() {
  const actor = useReservationActor();
  const sport = sportDetails(useReservation(reservationSelectors.sport))!;
  const fields = useReservation(reservationSelectors.customFields);
  const values = useReservation(reservationSelectors.fieldValues);
  const comments = useReservation(reservationSelectors.comments);
  const commentsRequired = useReservation(reservationSelectors.commentsRequired);
  const termsRequired = useReservation(reservationSelectors.termsRequired);
  const accepted = useReservation(reservationSelectors.termsAccepted);
  if (!commentsRequired && fields.length === 0 && !termsRequired) return null;
  return (
    <section className="card summary-section" aria-labelledby="details-title">
      <h2 id="details-title" className="section-title">
        <Trans>Datos de la reserva</Trans>
      </h2>
      {commentsRequired ? (
        <TextArea
          label={sport.text_for_comments || <Trans>Información adicional</Trans>}
          value={comments}
          required
          onChange={(e) => actor.send({ type: 'comments.set', comments: e.target.value })}
        />
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field.dataConfigId}
          label={field.mandatory ? field.name : <Trans>{field.name} (opcional)</Trans>}
          required={field.mandatory}
          value={values[field.dataConfigId] ?? ''}
          onChange={(e) => actor.send({ type: 'field.set', dataConfigId: field.dataConfigId, value: e.target.value })}
        />
      ))}
      {termsRequired ? (
        <Checkbox
          checked={accepted}
          onChange={(e) => actor.send({ type: 'terms.set', accepted: e.target.checked })}
          label={
            <span>
              {sport.tyc_text || <Trans>Acepto los términos y condiciones del club</Trans>}
              {sport.tyc_url ? (
                <>
                  {' '}
                  <a href={sport.tyc_url} target="_blank" rel="noreferrer">
                    <Trans>(leer)</Trans>
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
