import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyEventObject } from 'xstate';
import { errorEntry, type ErrorTable } from '#kernel/lib/errors';
import type { OpenFlow } from '#machines/registry';
import type { WalkFixtures } from './fixtures';
import type { PendingActor, WalkState } from './walker';
import type { WalkStep } from './walkPath';

export function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const extra = Object.keys(payload).length ? JSON.stringify(payload) : '';
  return extra ? `${type} ${extra.length > 48 ? `${extra.slice(0, 45)}…` : extra}` : type;
}

export function delayLabel(type: string): string {
  return `after ${/^xstate\.after\.([^.]+)\./.exec(type)?.[1] ?? type}`;
}

export function stepLabel(step: WalkStep): string {
  if ('e' in step) return eventLabel(step.e);
  if ('t' in step) return delayLabel(step.t);
  return 'ok' in step ? `${step.a} ✓${step.ok ? ` #${step.ok + 1}` : ''}` : `${step.a} ✗ ${step.code}`;
}

/** The codes an actor may fail with: its test's listed errors and its error table's rows ('other' last). */
function codesOf(fixtures: WalkFixtures, table: ErrorTable | undefined, src: string): string[] {
  const codes = new Set([...Object.keys(fixtures.errors[src] ?? {}), ...Object.keys(table ?? {})]);
  codes.delete('other');
  return [...codes, ...(table ? ['other'] : [])];
}

function ActorOutcomes({
  actor,
  flow,
  fixtures,
  onStep,
}: {
  actor: PendingActor;
  flow: OpenFlow;
  fixtures: WalkFixtures;
  onStep: (s: WalkStep) => void;
}) {
  const { i18n } = useLingui();
  const table = flow.errors[actor.src];
  const outputs = fixtures.outputs[actor.src]?.length ?? 0;
  return (
    <li className="walk-actor" data-actor={actor.id}>
      <strong>{actor.id}</strong>
      {actor.src !== actor.id ? <span className="walk-muted"> ({actor.src})</span> : null}
      <div className="walk-buttons">
        {Array.from({ length: Math.max(1, outputs) }, (_, i) => (
          <button type="button" key={`ok${i}`} className="walk-ok" data-outcome="success" onClick={() => onStep({ a: actor.id, ok: i })}>
            {outputs > 1 ? <Trans>Éxito #{i + 1}</Trans> : <Trans>Éxito</Trans>}
          </button>
        ))}
      </div>
      <ul className="walk-errors">
        {codesOf(fixtures, table, actor.src).map((code) => (
          <li key={code}>
            <button type="button" className="walk-error" data-outcome={code} onClick={() => onStep({ a: actor.id, code })}>
              {code}
            </button>{' '}
            {table ? <span className="walk-message">{i18n._(errorEntry(table, code).message)}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export interface WalkPanelProps {
  flow: OpenFlow;
  walk: WalkState | null;
  fixtures: WalkFixtures;
  steps: readonly WalkStep[];
  link: string;
  onStep(step: WalkStep): void;
  onBack(): void;
  onRestart(): void;
}

export function WalkPanel({ flow, walk, fixtures, steps, link, onStep, onBack, onRestart }: WalkPanelProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  if (!walk) return <p role="status">…</p>;
  const value = JSON.stringify(walk.snapshot.value);
  return (
    <div className="walk" data-testid="walk">
      <p className="walk-state">
        <Trans>Estado:</Trans> <code data-testid="walk-state">{value}</code>
        {walk.snapshot.status === 'done' ? (
          <span className="walk-done">
            {' '}
            <Trans>(terminó)</Trans>
          </span>
        ) : null}
      </p>
      {walk.problem ? (
        <p className="walk-problem" role="alert">
          {walk.problem}
        </p>
      ) : null}
      {walk.pending.length ? (
        <section aria-labelledby="walk-actors">
          <h3 id="walk-actors">
            <Trans>Actores en curso: elige el resultado</Trans>
          </h3>
          <ul className="walk-list">
            {walk.pending.map((actor) => (
              <ActorOutcomes key={actor.id} actor={actor} flow={flow} fixtures={fixtures} onStep={onStep} />
            ))}
          </ul>
        </section>
      ) : null}
      {walk.enabled.length || walk.delays.length ? (
        <section aria-labelledby="walk-events">
          <h3 id="walk-events">
            <Trans>Eventos posibles</Trans>
          </h3>
          <div className="walk-buttons">
            {walk.enabled.map((event, i) => (
              <button type="button" key={`${event.type}${i}`} data-event={event.type} onClick={() => onStep({ e: event })}>
                {eventLabel(event)}
              </button>
            ))}
            {walk.delays.map((type) => (
              <button type="button" key={type} data-event={type} className="walk-delay" onClick={() => onStep({ t: type })}>
                {delayLabel(type)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="walk-path">
        <h3 id="walk-path">
          <Trans>Camino recorrido</Trans>
        </h3>
        {steps.length ? (
          <ol className="walk-path" data-testid="walk-path">
            {steps.map((step, i) => (
              <li key={i} className={i >= walk.applied ? 'is-skipped' : undefined}>
                {stepLabel(step)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="walk-muted">
            <Trans>Aún no hay pasos: elige un evento o un resultado.</Trans>
          </p>
        )}
        <div className="walk-buttons">
          <button type="button" onClick={onBack} disabled={!steps.length}>
            <Trans>Deshacer paso</Trans>
          </button>
          <button type="button" onClick={onRestart} disabled={!steps.length}>
            <Trans>Reiniciar</Trans>
          </button>
          <button type="button" onClick={() => void copy()}>
            {copied ? <Trans>Enlace copiado</Trans> : <Trans>Copiar enlace</Trans>}
          </button>
        </div>
        <a className="walk-link" href={link} data-testid="walk-link">
          {link}
        </a>
      </section>
    </div>
  );
}
