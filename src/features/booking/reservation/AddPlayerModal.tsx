import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reservationSelectors } from '#machines/booking';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { TextField } from '#ui/TextField';
import { useMessage } from '#shell/i18n/useMessage';
import { useReservation, useReservationActor } from './ReservationContext';

/**
 * Add a player by their player code (their user number, shown in their profile) and name. The quote
 * judges the code: an unknown code, a player already on the booking or one the court is not for is
 * refused here, naming them (the reservation machine's playerRefusal); the dialog closes once the
 * player is accepted. The player picker with friends and search comes with a later issue.
 */
export function AddPlayerModal() {
  const actor = useReservationActor();
  const open = useReservation(reservationSelectors.isAddPlayerOpen);
  const close = () => actor.send({ type: 'players.closePicker' });
  // The form lives only while the dialog is open: each opening starts from an empty form, and a
  // refused code stays typed so it can be corrected.
  return (
    <Modal open={open} title={<Trans>Agregar jugador</Trans>} onClose={close}>
      <AddPlayerForm />
    </Modal>
  );
}

function AddPlayerForm() {
  const actor = useReservationActor();
  const { t } = useLingui();
  const text = useMessage();
  const problem = useReservation(reservationSelectors.problem);
  const failure = useReservation(reservationSelectors.failure);
  const why = problem ?? (failure && failure.show === 'modal' ? failure : null);
  const refusal = useReservation(reservationSelectors.playerRefusal);
  const checking = useReservation(reservationSelectors.isCheckingPlayer);
  const [code, setCode] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const userId = Number(code.trim());
    if (!/^\d{1,10}$/.test(code.trim()) || userId <= 0) return setError(t`Ingresa el código de jugador (solo números).`);
    if (!firstName.trim() || !lastName.trim()) return setError(t`Ingresa el nombre y el apellido.`);
    setError(null);
    actor.send({ type: 'players.add', player: { userId, firstName: firstName.trim(), lastName: lastName.trim() } });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {why ? <Notice kind="warning">{text(why.message, why.values)}</Notice> : null}
      <p className="muted">
        <Trans>Pídele a quien juega contigo su código de jugador: lo ve en su perfil.</Trans>
      </p>
      <TextField
        label={<Trans>Código de jugador</Trans>}
        inputMode="numeric"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField label={<Trans>Nombre</Trans>} autoComplete="off" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      <TextField label={<Trans>Apellido</Trans>} autoComplete="off" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      {error ? <Notice kind="error">{error}</Notice> : null}
      {!error && refusal ? <Notice kind="error">{text(refusal.message, refusal.values)}</Notice> : null}
      <Button type="submit" block disabled={checking}>
        <Trans>Agregar</Trans>
      </Button>
    </form>
  );
}
