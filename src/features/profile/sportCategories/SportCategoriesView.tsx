import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { loadClubSportsErrors, sportCategoriesSelectors as select, type SportCategoriesMachine } from '#machines/sportCategories';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { Loader } from '#ui/Loader';
import { Notice } from '#ui/Notice';
import { CategoryModal } from './CategoryModal';
import '../items/ProfileItems.css';

/** Each club and sport with categories, the player's category there, and the modal to choose it. */
export function SportCategoriesView({ actor }: { actor: ActorRefFrom<SportCategoriesMachine> }) {
  const { i18n, t } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const clubSports = select.clubSports(snapshot);
  const categoriesError = select.categoriesError(snapshot);
  return (
    <>
      {select.isLoading(snapshot) ? <Loader /> : null}
      {select.loadFailed(snapshot) ? (
        <Notice kind="error" title={i18n._(loadClubSportsErrors.other.title)}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'categories.reload' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </Notice>
      ) : null}
      {categoriesError ? <Notice kind="error">{i18n._(categoriesError.message)}</Notice> : null}
      {select.isEmpty(snapshot) ? (
        <EmptyState title={<Trans>Ningún club usa categorías todavía</Trans>}>
          <Trans>Cuando un club ordene a sus jugadores por categoría, podrás elegir la tuya aquí.</Trans>
        </EmptyState>
      ) : null}
      {clubSports.length > 0 && !select.isLoading(snapshot) ? (
        <ul className="profile-items" aria-label={t`Categorías deportivas`}>
          {clubSports.map((cs) => {
            const where = `${cs.sportName} · ${cs.clubName}`;
            return (
              <li key={`${cs.clubId}-${cs.sportId}`} className="profile-item">
                <div className="profile-item__main">
                  <p className="profile-item__title">{where}</p>
                  <p className="profile-item__meta">
                    {cs.category ? <Trans>Categoría {cs.category.name}</Trans> : <Trans>Sin categoría</Trans>}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={!select.canOpen(snapshot)}
                  onClick={() => actor.send({ type: 'category.open', clubId: cs.clubId, sportId: cs.sportId })}
                >
                  {cs.category ? <Trans>Cambiar</Trans> : <Trans>Elegir</Trans>}
                  <span className="visually-hidden"> {where}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <CategoryModal actor={actor} />
    </>
  );
}
