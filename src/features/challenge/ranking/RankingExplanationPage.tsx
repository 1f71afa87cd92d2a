import { Trans } from '@lingui/react/macro';
import { Screen } from '#shell/layout/Screen';

/** /match/ranking-explanation: the Elo rating in words (docs/decisions.md "Match ranking"). */
export default function RankingExplanationPage() {
  return (
    <Screen narrow>
      <section className="card stack" aria-labelledby="ranking-explanation-title">
        <h2 id="ranking-explanation-title">
          <Trans>Cómo funciona el ranking</Trans>
        </h2>
        {/* prettier-ignore */}
        <p><Trans>Todos parten con 1500 puntos. Un partido cuenta cuando ambos jugadores lo califican como jugado y están de acuerdo en el resultado.</Trans></p>
        {/* prettier-ignore */}
        <p><Trans>Ganarle a alguien con más puntos que tú suma más; perder con alguien con menos puntos resta más. Un partido sin ganador suma o resta poco. En cada partido se mueven a lo sumo 32 puntos.</Trans></p>
        {/* prettier-ignore */}
        <p><Trans>El ranking muestra a los jugadores activos con al menos un partido calificado, de 10 en 10, en general y por categoría.</Trans></p>
      </section>
    </Screen>
  );
}
