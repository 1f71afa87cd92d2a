import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartEdge } from './chartModel';
import { internalLine, type ChartLayout, type PlacedEdge, type PlacedNode } from './layout';
import { fitView, usePanZoom } from './usePanZoom';
import './chart.css';

export interface ChartMarks {
  /** Active state node ids (walk or live inspection). */
  active?: ReadonlySet<string>;
  /** Transition keys the product owner can take now (clickable). */
  enabled?: ReadonlyMap<string, () => void>;
  /** Coverage overlay: what the generated tests never reached. */
  unreachedStates?: ReadonlySet<string>;
  unreachedTransitions?: ReadonlySet<string>;
}

const round = (n: number) => Math.round(n * 10) / 10;

function edgePath(points: PlacedEdge['points']): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)},${round(p.y)}`).join(' ');
}

/** The base key of an edge drawn per target (`<key> →1`). */
const transitionOf = (edgeId: string) => edgeId.replace(/ →\d+$/, '');

function NodeShape({ placed, marks }: { placed: PlacedNode; marks: ChartMarks }) {
  const node = placed.node;
  if (!node)
    return <circle className="chart-initial" cx={placed.x + placed.width / 2} cy={placed.y + placed.height / 2} r={placed.width / 2} />;
  if (placed.depth === 0) return null;
  const classes = [
    'chart-node',
    `chart-node--${node.kind}`,
    node.region ? 'chart-node--region' : '',
    node.children.length ? 'chart-node--parent' : '',
    marks.active?.has(node.id) ? 'is-active' : '',
    marks.unreachedStates?.has(node.id) ? 'is-unreached' : '',
  ].join(' ');
  return (
    <g className={classes} data-state={node.id}>
      <rect x={placed.x} y={placed.y} width={placed.width} height={placed.height} rx={node.kind === 'final' ? 10 : 6} />
      {node.kind === 'final' ? (
        <rect className="chart-final-inner" x={placed.x + 3} y={placed.y + 3} width={placed.width - 6} height={placed.height - 6} rx={7} />
      ) : null}
      <text x={placed.x + 8} y={placed.y + 16} className="chart-node-label">
        {node.label}
      </text>
      {node.invokes.map((invoke, i) => (
        <text key={invoke.id} x={placed.x + 8} y={placed.y + 32 + i * 16} className="chart-invoke">
          invoke {invoke.src}
        </text>
      ))}
      {node.internal.map((edge, i) => (
        <InternalLine key={edge.id} edge={edge} x={placed.x + 8} y={placed.y + 32 + (node.invokes.length + i) * 16} marks={marks} />
      ))}
    </g>
  );
}

/** A targetless transition, written inside its state; a button when the walk can take it. */
function InternalLine({ edge, x, y, marks }: { edge: ChartEdge; x: number; y: number; marks: ChartMarks }) {
  const take = marks.enabled?.get(edge.id);
  const unreached = marks.unreachedTransitions?.has(edge.id);
  const text = internalLine(edge);
  if (take) {
    return (
      <foreignObject x={x - 2} y={y - 12} width={text.length * 7 + 12} height={16}>
        <button type="button" className="chart-edge-button" onClick={take} data-transition={edge.id}>
          {text}
        </button>
      </foreignObject>
    );
  }
  return (
    <text x={x} y={y} className={`chart-internal${unreached ? ' is-unreached' : ''}`} data-transition={edge.id}>
      {text}
    </text>
  );
}

function Edge({ placed, marks }: { placed: PlacedEdge; marks: ChartMarks }) {
  const { edge, label } = placed;
  const key = transitionOf(edge.id);
  const take = marks.enabled?.get(key);
  const classes = [
    'chart-edge',
    `chart-edge--${edge.kind}`,
    take ? 'is-enabled' : '',
    marks.unreachedTransitions?.has(key) ? 'is-unreached' : '',
  ].join(' ');
  return (
    <g className={classes} data-transition={key}>
      <path d={edgePath(placed.points)} markerEnd="url(#chart-arrow)" />
      {label ? (
        take ? (
          <foreignObject x={label.x - 4} y={label.y - 2} width={label.width + 8} height={label.height + 4}>
            <button type="button" className="chart-edge-button" onClick={take} title={edge.label}>
              {edge.label}
            </button>
          </foreignObject>
        ) : (
          <>
            <rect className="chart-edge-label-bg" x={label.x - 2} y={label.y} width={label.width + 4} height={label.height} rx={3} />
            <text x={label.x} y={label.y + 12} className="chart-edge-label">
              {edge.label}
            </text>
          </>
        )
      ) : null}
    </g>
  );
}

/** The statechart as SVG, with pan and zoom; the marks colour what the walk and the coverage say. */
export function ChartView({ layout, marks, title, focus }: { layout: ChartLayout; marks: ChartMarks; title: string; focus?: string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const { view, setView, zoom, handlers } = usePanZoom(box, { x: 8, y: 8, scale: 1 });

  // A new chart opens fitted, or (when that is too small to read) at a readable scale on the state
  // the walk is in. Later steps do not move the view: the product owner may have panned.
  useLayoutEffect(() => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const fitted = fitView(rect, layout);
    const target = focus ? layout.nodes.find((n) => n.id === focus) : undefined;
    if (fitted.scale >= 0.7 || !target) return setView(fitted);
    const scale = 0.8;
    setView({
      scale,
      x: rect.width / 2 - (target.x + target.width / 2) * scale,
      y: Math.min(8, rect.height / 3 - (target.y + target.height / 2) * scale),
    });
    // focus is read when a layout arrives only
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [layout, setView]);

  const fit = () => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setView(fitView(rect, layout, false));
  };

  return (
    <div className="chart" data-testid="flow-chart">
      <div className="chart-tools" role="toolbar" aria-label={t`Zoom del diagrama`}>
        <button type="button" onClick={() => zoom(1.25)} aria-label={t`Acercar`}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={t`Alejar`}>
          −
        </button>
        <button type="button" onClick={fit}>
          <Trans>Ver todo</Trans>
        </button>
      </div>
      <div className="chart-canvas" ref={box} {...handlers}>
        <svg role="img" aria-label={title} width="100%" height="100%">
          <defs>
            <marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="chart-arrow" />
            </marker>
          </defs>
          <g transform={`translate(${round(view.x)} ${round(view.y)}) scale(${view.scale})`}>
            {layout.nodes.map((placed) => (
              <NodeShape key={placed.id} placed={placed} marks={marks} />
            ))}
            {layout.edges.map((placed) => (
              <Edge key={placed.edge.id} placed={placed} marks={marks} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}
