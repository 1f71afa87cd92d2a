import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';
import { ButtonLink } from '#ui/ButtonLink';
import './Match.css';

/** /match/explanation (public): what match is and how rivals are recommended. */
export default function MatchExplanationPage() {
  return (
    <Screen narrow>
      <article className="match-page">
        <h2>
          <Trans>¿Qué es match?</Trans>
        </h2>
        <p>
          <Trans>Match te ayuda a encontrar rivales de tu nivel, que juegan cerca de ti y en tus mismos horarios.</Trans>
        </p>
        <ol className="match-steps">
          <li>
            <Trans>Completa tu perfil: deporte, nivel, cómo juegas, qué días puedes y en qué comunas.</Trans>
          </li>
          <li>
            <Trans>Te recomendamos hasta 10 rivales: primero los de tu nivel, con más horas en común y más comunas compartidas.</Trans>
          </li>
          <li>
            <Trans>Desafía a quien quieras; cuando acepte, coordinen por chat y jueguen.</Trans>
          </li>
          <li>
            <Trans>Después del partido, califícalo: así tu ranking sube y las recomendaciones mejoran.</Trans>
          </li>
        </ol>
        <p className="muted">
          <Trans>Puedes desactivar match cuando quieras: nadie te verá hasta que lo actives otra vez.</Trans>
        </p>
        <ButtonLink to="/match/home" block>
          <Trans>Ir a match</Trans>
        </ButtonLink>
      </article>
    </Screen>
  );
}
