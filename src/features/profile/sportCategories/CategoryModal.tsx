import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sportCategoriesSelectors as select, type PlayerGender, type SportCategoriesMachine } from '#machines/sportCategories';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { SegmentedControl } from '#ui/SegmentedControl';

/** The user_club_sport_categories modal: the gender, then one of the club's categories for it. */
export function CategoryModal({ actor }: { actor: ActorRefFrom<SportCategoriesMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const open = select.openClubSport(snapshot);
  const saveError = select.saveError(snapshot);
  const choices = select.choices(snapshot);
  const close = () => actor.send({ type: 'category.close' });
  const genders: { value: PlayerGender; label: string }[] = [
    { value: 'F', label: t`Femenino` },
    { value: 'M', label: t`Masculino` },
  ];
  return (
    <Modal
      open={open !== null}
      title={open ? `${open.sportName} · ${open.clubName}` : ''}
      onClose={close}
      footer={
        <>
          <Button
            busy={select.isSaving(snapshot)}
            disabled={!select.canSave(snapshot)}
            onClick={() => actor.send({ type: 'category.save' })}
          >
            <Trans>Guardar categoría</Trans>
          </Button>
          <Button variant="ghost" onClick={close}>
            <Trans>Cancelar</Trans>
          </Button>
        </>
      }
    >
      {select.isFetching(snapshot) ? <Loader /> : null}
      {select.canPick(snapshot) || select.isSaving(snapshot) ? (
        <div className="profile-items">
          <SegmentedControl
            label={<Trans>Juegas en categorías</Trans>}
            options={genders}
            value={select.gender(snapshot)}
            onChange={(gender) => actor.send({ type: 'gender.choose', gender })}
          />
          {choices.length > 0 ? (
            <SegmentedControl
              label={<Trans>Tu categoría</Trans>}
              wrap
              options={choices.map((c) => ({ value: c.id, label: c.name }))}
              value={select.chosenCategoryId(snapshot)}
              onChange={(categoryId) => actor.send({ type: 'category.choose', categoryId })}
            />
          ) : (
            <p className="muted">
              <Trans>Elige primero en qué categorías juegas.</Trans>
            </p>
          )}
          {saveError ? <Notice kind="error">{i18n._(saveError.message)}</Notice> : null}
        </div>
      ) : null}
    </Modal>
  );
}
