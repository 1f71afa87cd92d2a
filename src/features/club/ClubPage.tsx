import { useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CLUB_BLOCKED } from '#machines/clubPage';
import { Screen } from '#shell/layout/Screen';
import { useOpenMatchListPort } from '#shell/openMatchListPort';
import { Button } from '#ui/Button';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { useClubPage } from './useClubPage';
import './ClubPage.css';

/**
 * /club/:clubId and /book/club-info?clubId= (spec part 2 §2 "Club page"): the club's address with a way there (a routing link in a
 * browser, the app's own map in the native shell), its phones, contact-club when the club can be
 * reached, its external links, and the notice when the club has disabled the person. A club that does
 * not load sends the player to the clubs list.
 */
export default function ClubPage() {
  // /club/:clubId, or /book/club-info?clubId= (the booking area's club information).
  const [query] = useSearchParams();
  const clubId = useParams().clubId ?? query.get('clubId') ?? undefined;
  return <Club key={clubId ?? ''} clubId={clubId} />;
}

function Club({ clubId }: { clubId: string | undefined }) {
  const { i18n } = useLingui();
  const page = useClubPage(clubId);
  const matchListPort = useOpenMatchListPort();
  const { club, map, contact } = page;
  if (!club || !map) {
    return (
      <Screen narrow>
        <div role="status" aria-live="polite" className="club-page__loading">
          <Spinner size="large" decorative />
          <p>
            <Trans>Cargando el club…</Trans>
          </p>
        </div>
      </Screen>
    );
  }
  return (
    <Screen narrow>
      <article className="club-page stack" aria-labelledby="club-title" data-testid="club-page">
        <header className="club-page__header">
          {club.image ? <img className="club-page__image" src={club.image} alt="" /> : null}
          <h2 id="club-title">{club.name}</h2>
          <p className="club-page__address">
            {club.address}, {club.city}
          </p>
        </header>

        {page.blocked ? (
          <Notice kind="warning" title={<Trans>Acceso deshabilitado</Trans>}>
            <p data-testid="club-blocked">{i18n._(CLUB_BLOCKED)}</p>
          </Notice>
        ) : null}

        <section className="card stack" aria-labelledby="club-map-title">
          <h3 id="club-map-title">
            <Trans>Cómo llegar</Trans>
          </h3>
          {map.native ? (
            <Button block variant="secondary" onClick={page.openMap}>
              <Trans>Ver en el mapa</Trans>
            </Button>
          ) : (
            <a className="btn btn--secondary btn--block" href={map.href} target="_blank" rel="noopener noreferrer" data-testid="club-map">
              <span>
                <Trans>Ver ruta en el mapa</Trans>
              </span>
            </a>
          )}
        </section>

        {matchListPort && page.canListMatches ? (
          <section className="card stack" aria-labelledby="club-matches-title">
            <h3 id="club-matches-title">
              <Trans>Partidos abiertos</Trans>
            </h3>
            <p className="muted">
              <Trans>Únete a un partido que otros jugadores abrieron en este club.</Trans>
            </p>
            <Button block variant="secondary" onClick={page.openMatches}>
              <Trans>Ver partidos abiertos</Trans>
            </Button>
          </section>
        ) : null}

        {page.phones.length > 0 ? (
          <section className="card stack" aria-labelledby="club-phones-title">
            <h3 id="club-phones-title">
              <Trans>Teléfonos</Trans>
            </h3>
            <ul className="club-page__list" data-testid="club-phones">
              {page.phones.map((phone) => (
                <li key={phone.text}>{phone.href ? <a href={phone.href}>{phone.text}</a> : phone.text}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {contact ? (
          <section className="card stack" aria-labelledby="club-contact-title" data-testid="club-contact">
            <h3 id="club-contact-title">
              <Trans>Contactar al club</Trans>
            </h3>
            <ul className="club-page__list">
              {contact.whatsapp ? (
                <li>
                  <a href={contact.whatsapp.href} target="_blank" rel="noopener noreferrer">
                    <Trans>WhatsApp {contact.whatsapp.text}</Trans>
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a href={contact.email.href}>
                    <Trans>Escribir a {contact.email.text}</Trans>
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        {page.links.length > 0 ? (
          <section className="card stack" aria-labelledby="club-links-title">
            <h3 id="club-links-title">
              <Trans>Enlaces del club</Trans>
            </h3>
            {page.linkError ? <Notice kind="error">{i18n._(page.linkError)}</Notice> : null}
            {page.links.map((link) => (
              <Button
                key={link.externalLinkId}
                block
                variant="secondary"
                busy={page.openingLinkId === link.externalLinkId}
                disabled={page.openingLinkId !== null}
                onClick={() => page.openLink(link.externalLinkId)}
              >
                {link.name}
              </Button>
            ))}
          </section>
        ) : null}
      </article>
      {matchListPort && page.matchList ? matchListPort.render(page.matchList) : null}
    </Screen>
  );
}
