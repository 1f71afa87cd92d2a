import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { activateLanguage } from '#shell/i18n/catalogs';
import { flowById, flowRegistry, type FlowEntry, type OpenFlow } from '#machines/registry';
import { ChartView } from './chart/ChartView';
import { flatten } from './chart/chartModel';
import { useChartLayout } from './chart/useChartLayout';
import { coverageMarks } from './coverage/coverageMarks';
import { LIVE_AVAILABLE, useLiveSnapshot } from './live/useLiveSnapshot';
import { useOpenFlow } from './useOpenFlow';
import { NO_FIXTURES, type FlowReport } from './walk/fixtures';
import { useFlowReport, useWalk } from './walk/useWalk';
import { WalkPanel } from './walk/WalkPanel';
import { decodePath, walkSearch, type WalkStep } from './walk/walkPath';
import './flows.css';

const LANGUAGES = [
  { code: 'es-CL', label: 'Español' },
  { code: 'en', label: 'English' },
  { code: 'pt-BR', label: 'Português' },
];

/**
 * The flow visualiser: every machine of the registry, its statechart drawn from its definition, a
 * walk on deterministic fakes (the model tests' fixtures), and the tests' coverage over the chart.
 * Everything it shows sits in the URL (?m=<machine>&in=<input>&p=<steps>), so a link replays a walk.
 */
export function FlowsExplorer() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const flow = flowById(params.get('m') ?? '');
  return (
    <div className="flows">
      <nav className="flows-list" aria-label={t`Flujos`}>
        <ul>
          {flowRegistry.map((entry) => (
            <li key={entry.id}>
              <Link to={walkSearch(entry.id, undefined, [])} data-flow={entry.id} aria-current={entry === flow ? 'page' : undefined}>
                <FlowTitle flow={entry} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {flow ? (
        <FlowView key={flow.id} flow={flow} />
      ) : (
        <p className="flows-hint">
          <Trans>Elige un flujo para ver su diagrama de estados y recorrerlo.</Trans>
        </p>
      )}
    </div>
  );
}

/** The deepest active state (the longest id): where a big chart opens. */
function deepestActive(active: ReadonlySet<string> | undefined): string | undefined {
  return active ? [...active].sort((a, b) => b.split('.').length - a.split('.').length)[0] : undefined;
}

function FlowTitle({ flow }: { flow: FlowEntry }) {
  const { i18n } = useLingui();
  return (
    <>
      {i18n._(flow.title)} <code>{flow.id}</code>
    </>
  );
}

/** Imports the opened flow's machine and error tables (its own chunk), then shows it. */
function FlowView({ flow: entry }: { flow: FlowEntry }) {
  const { i18n, t } = useLingui();
  const { flow, error } = useOpenFlow(entry);
  // The tests' report is fetched while the machine's chunk loads.
  const { report, loading } = useFlowReport(entry);
  if (flow) return <OpenFlowView flow={flow} report={report} loading={loading} />;
  return (
    <section className="flow" aria-label={i18n._(entry.title)} data-flow-loading={entry.id}>
      <p role="status">{error ?? t`Cargando el flujo…`}</p>
    </section>
  );
}

function OpenFlowView({ flow, report, loading }: { flow: OpenFlow; report: FlowReport | null; loading: boolean }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const fixtures = report?.fixtures ?? NO_FIXTURES;
  const inputLabels = Object.keys(fixtures.inputs);
  const inputLabel = params.get('in') && fixtures.inputs[params.get('in') ?? ''] !== undefined ? (params.get('in') ?? '') : inputLabels[0];
  const encoded = params.get('p');
  const steps = useMemo(() => decodePath(encoded), [encoded]);
  const walk = useWalk(flow, report, !loading, inputLabel, steps);
  const { chart, layout, error } = useChartLayout(flow.machine);
  const [overlay, setOverlay] = useState(true);
  const [liveOn, setLiveOn] = useState(false);
  const live = useLiveSnapshot(flow.id, liveOn);
  const coverage = useMemo(() => (report ? coverageMarks(chart, report) : null), [chart, report]);

  const go = (next: readonly WalkStep[], label = inputLabel) => setParams(new URLSearchParams(walkSearch(flow.id, label, next)));
  const enabled = useMemo(() => {
    const map = new Map<string, () => void>();
    if (!walk) return map;
    const internal = flatten(chart.root).flatMap((node) => node.internal);
    for (const edge of [...chart.edges, ...internal]) {
      if (edge.kind === 'event') {
        const event = walk.enabled.find((e) => e.type === edge.event);
        if (event && walk.active.has(edge.source)) map.set(edge.id.replace(/ →\d+$/, ''), () => go([...steps, { e: event }]));
      } else if (edge.kind === 'after' && walk.delays.includes(edge.event) && walk.active.has(edge.source)) {
        map.set(edge.id, () => go([...steps, { t: edge.event }]));
      }
    }
    return map;
    // go depends on steps and input only
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is rebuilt from steps and input each render
  }, [walk, chart, steps, inputLabel]);

  const link =
    typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}${walkSearch(flow.id, inputLabel, steps)}`;
  const title = i18n._(flow.title);

  return (
    <section className="flow" aria-label={title} data-testid="flow" data-flow={flow.id}>
      <div className="flow-bar">
        <h2>
          {title} <code>{flow.id}</code>
        </h2>
        <label>
          <Trans>Entrada</Trans>{' '}
          <select value={inputLabel} onChange={(e) => go([], e.target.value)} disabled={inputLabels.length < 2}>
            {inputLabels.map((label) => (
              <option key={label}>{label}</option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Idioma</Trans>{' '}
          <select value={i18n.locale} onChange={(e) => void activateLanguage(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        {LIVE_AVAILABLE ? (
          <label>
            <input type="checkbox" checked={liveOn} onChange={(e) => setLiveOn(e.target.checked)} />{' '}
            <Trans>En vivo (app en otra pestaña)</Trans>
            {liveOn ? (
              <code className="flow-live" data-testid="flow-live">
                {' '}
                {live ? JSON.stringify(live.value) : '…'}
              </code>
            ) : null}
          </label>
        ) : null}
        {coverage ? (
          <label>
            <input type="checkbox" checked={overlay} onChange={(e) => setOverlay(e.target.checked)} />{' '}
            <Trans>Cobertura de las pruebas</Trans>
          </label>
        ) : null}
      </div>
      {coverage ? (
        <p className="flow-coverage" data-testid="flow-coverage">
          <Trans>
            Pruebas: estados {coverage.counts.states[0]}/{coverage.counts.states[1]}, transiciones {coverage.counts.transitions[0]}/
            {coverage.counts.transitions[1]}, códigos de error {coverage.counts.errors[0]}/{coverage.counts.errors[1]}
          </Trans>
          {coverage.missingErrors.length ? <span className="flow-missing"> — {coverage.missingErrors.join(', ')}</span> : null}
        </p>
      ) : loading ? null : (
        <p className="flow-coverage walk-muted">
          <Trans>Sin informe de las pruebas: ejecuta npm test para ver la cobertura y recorrer con los datos de las pruebas.</Trans>
        </p>
      )}
      <div className="flow-body">
        <div className="flow-chart">
          {layout ? (
            <ChartView
              layout={layout}
              title={t`Diagrama de estados de ${title}`}
              focus={deepestActive(walk?.active)}
              marks={{
                active: live ? new Set(live.active) : walk?.active,
                enabled,
                unreachedStates: overlay ? coverage?.unreachedStates : undefined,
                unreachedTransitions: overlay ? coverage?.unreachedTransitions : undefined,
              }}
            />
          ) : (
            <p role="status">{error ?? t`Dibujando el diagrama…`}</p>
          )}
        </div>
        <aside className="flow-walk" aria-label={t`Recorrer el flujo`}>
          <WalkPanel
            flow={flow}
            walk={walk}
            fixtures={fixtures}
            steps={steps}
            link={link}
            onStep={(step) => go([...steps, step])}
            onBack={() => go(steps.slice(0, -1))}
            onRestart={() => go([])}
          />
        </aside>
      </div>
    </section>
  );
}
