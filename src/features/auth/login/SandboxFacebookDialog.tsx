import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialSignIn } from '#machines/login';
import { issueSandboxFacebookToken } from '#kernel/contract/socialLogin';
import { useApi } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { TextField } from '#ui/TextField';

export interface SandboxFacebookDialogProps {
  open: boolean;
  onClose(): void;
  onSignedIn(signIn: SocialSignIn): void;
}

/**
 * The sandbox social provider's sign-in (no third party): the person says who they are and the
 * server signs a test token, which the login then checks like a real provider's.
 */
export function SandboxFacebookDialog({ open, onClose, onSignedIn }: SandboxFacebookDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) return setFailed(true);
    setBusy(true);
    setFailed(false);
    try {
      const issued = await api.call(issueSandboxFacebookToken, {
        body: { first_name: firstName.trim(), last_name: lastName.trim(), ...(email.trim() ? { email: email.trim() } : {}) },
      });
      onSignedIn({ facebookUserId: issued.facebookUserId, facebookToken: issued.facebookToken });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t`Facebook (entorno de pruebas)`} onClose={onClose}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <p className="muted">
          <Trans>Este proveedor de prueba firma una sesión de Facebook sin salir de la aplicación.</Trans>
        </p>
        {failed ? (
          <Notice kind="error">
            <Trans>Completa tu nombre y apellido, o inténtalo de nuevo.</Trans>
          </Notice>
        ) : null}
        <TextField
          label={<Trans>Correo de Facebook (opcional)</Trans>}
          type="email"
          inputMode="email"
          autoCapitalize="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField label={<Trans>Nombre en Facebook</Trans>} value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <TextField label={<Trans>Apellido en Facebook</Trans>} value={lastName} onChange={(e) => setLastName(e.target.value)} />
        <Button type="submit" block busy={busy}>
          <Trans>Continuar como esta persona</Trans>
        </Button>
      </form>
    </Modal>
  );
}
