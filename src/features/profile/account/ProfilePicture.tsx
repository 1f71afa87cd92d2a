import { useId, useMemo, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { PROFILE_PICTURE_TYPES } from '#kernel/contract/profileAccount';
import { profilePictureMachine, profilePictureSelectors as select } from '#machines/profilePicture';
import { useApi, useSessionActor } from '#shell/runtimeContext';
import { Spinner } from '#ui/Spinner';
import { profileAccountActors } from './profileAccountActors';
import './ProfilePicture.css';

interface ProfilePictureProps {
  userId: number;
  picture: string | null;
  /** The initials shown while there is no picture. */
  initials: string;
}

/** The picture at the top of the profile menu, with the button that changes it (JPG or PNG, up to 10 MB). */
export function ProfilePicture({ userId, picture, initials }: ProfilePictureProps) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const session = useSessionActor();
  const inputId = useId();
  const machine = useMemo(
    () =>
      profilePictureMachine.provide({
        actors: profileAccountActors(api),
        actions: { pictureChanged: () => session.send({ type: 'profile.reload' }) },
      }),
    [api, session],
  );
  const actor = useActorRef(machine, { input: { userId, picture } });
  const snapshot = useSelector(actor, (s) => s);
  const shown = select.picture(snapshot) ?? picture;
  const notice = select.notice(snapshot);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) actor.send({ type: 'picture.choose', file });
    event.target.value = '';
  };

  return (
    <div className="profile-picture">
      <div className="profile-picture__frame">
        {shown ? (
          <img className="profile-picture__image" src={shown} alt={t`Tu foto de perfil`} width={96} height={96} />
        ) : (
          <span className="profile-picture__initials" aria-hidden="true">
            {initials}
          </span>
        )}
        {select.isUploading(snapshot) ? (
          <span className="profile-picture__busy">
            <Spinner />
          </span>
        ) : null}
      </div>
      <label className="btn btn--secondary profile-picture__change" htmlFor={inputId}>
        {shown ? <Trans>Cambiar foto</Trans> : <Trans>Agregar foto</Trans>}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        name="profile-picture"
        accept={PROFILE_PICTURE_TYPES.join(',')}
        disabled={select.isUploading(snapshot)}
        onChange={onChoose}
      />
      {notice ? (
        <p className="profile-picture__error" role="alert">
          {i18n._(notice.message)}
        </p>
      ) : null}
      {select.justUploaded(snapshot) ? (
        <p className="profile-picture__saved" role="status">
          <Trans>Foto actualizada.</Trans>
        </p>
      ) : null}
    </div>
  );
}
