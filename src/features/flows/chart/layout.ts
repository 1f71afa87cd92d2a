// Lays the chart out with elkjs (layered, hierarchy included). elkjs is imported on first use, so it
// lives only in the /flows chunk, never in another route's first load. Sizes come from the label
// lengths (12px font); ELK gives coordinates relative to each parent, made absolute here.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
// The worker script as a plain asset: it is self-contained, and bundling it doubled the build's time.
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { Chart, ChartEdge, ChartNode } from './chartModel';

export const FONT_PX = 12;
/** Average glyph widths of the 12px system font: bold state names, regular labels. */
const CHAR_PX = 6.3;
const BOLD_CHAR_PX = 7.6;
const LINE_PX = 16;
const INITIAL_DOT = 12;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** undefined: the initial dot of `parentId`. */
  node?: ChartNode;
  depth: number;
}

export interface PlacedEdge {
  edge: ChartEdge;
  points: Point[];
  label?: { x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR_PX) + 16;
export const invokeLine = (src: string) => `invoke ${src}`;
export const internalLine = (edge: ChartEdge) => `⟲ ${edge.label}`;
/** The lines of a state's box: its name, its invokes, its targetless transitions. */
export const nodeLines = (node: ChartNode) => [
  node.label,
  ...node.invokes.map((i) => invokeLine(i.src)),
  ...node.internal.map(internalLine),
];
const initialId = (parentId: string) => `${parentId} ⟨initial⟩`;

export function headerHeight(node: ChartNode): number {
  return nodeLines(node).length * LINE_PX + 10;
}

function toElk(node: ChartNode, edges: ElkExtendedEdge[]): ElkNode {
  const [name, ...rest] = nodeLines(node);
  const width = Math.max(64, Math.ceil(name.length * BOLD_CHAR_PX) + 24, ...rest.map(textWidth));
  if (!node.children.length) return { id: node.id, width, height: headerHeight(node) + 4 };
  const children = node.children.map((child) => toElk(child, edges));
  const initial = node.children.find((child) => child.initial);
  if (initial && node.kind === 'compound') {
    children.unshift({ id: initialId(node.id), width: INITIAL_DOT, height: INITIAL_DOT });
    edges.push({ id: `${node.id} initial`, sources: [initialId(node.id)], targets: [initial.id] });
  }
  return {
    id: node.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${headerHeight(node) + 6},left=12,bottom=12,right=12]`,
      'elk.nodeSize.minimum': `(${width}, ${headerHeight(node)})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      // Regions of a parallel state side by side.
      ...(node.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
  };
}

const GRAPH_ID = ' graph';
const ROOT_OPTIONS = {
  'elk.layered.thoroughness': '3',
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'POLYLINE',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '2',
  'elk.spacing.edgeNode': '12',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
};

export type Elk = { layout(graph: ElkNode): Promise<ElkNode> };
let workerElk: Promise<Elk> | undefined;

/**
 * ELK in a web worker (the page stays responsive while a big chart is laid out). Only the small
 * elk-api is a chunk; the worker script is an asset loaded by the worker. Tests pass an in-thread ELK.
 */
function elkInWorker(): Promise<Elk> {
  workerElk ??= import('elkjs/lib/elk-api.js').then(
    (module) =>
      new module.default({
        workerFactory: () => new Worker(elkWorkerUrl),
      }) as unknown as Elk,
  );
  return workerElk;
}

export async function layoutChart(chart: Chart, engine: Promise<Elk> | Elk = elkInWorker()): Promise<ChartLayout> {
  const elkEdges: ElkExtendedEdge[] = [];
  const root = toElk(chart.root, elkEdges);
  const byId = new Map(chart.edges.map((edge) => [edge.id, edge]));
  for (const edge of chart.edges) {
    elkEdges.push({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text: edge.label, width: textWidth(edge.label) - 8, height: LINE_PX }],
    });
  }
  // The machine's root is a node of its own inside the graph, so its own transitions can be drawn.
  const graph = await (await engine).layout({ id: GRAPH_ID, layoutOptions: ROOT_OPTIONS, children: [root], edges: elkEdges });
  const result = { ...graph.children![0], x: 0, y: 0 };

  const graphShift = { x: graph.children![0].x ?? 0, y: graph.children![0].y ?? 0 };
  const nodes: PlacedNode[] = [];
  const offsets = new Map<string, Point>();
  const chartNodes = new Map<string, ChartNode>();
  const index = (node: ChartNode) => {
    chartNodes.set(node.id, node);
    node.children.forEach(index);
  };
  index(chart.root);
  const place = (elkNode: ElkNode, origin: Point, depth: number) => {
    const x = origin.x + (elkNode.x ?? 0);
    const y = origin.y + (elkNode.y ?? 0);
    offsets.set(elkNode.id, { x, y });
    nodes.push({ id: elkNode.id, x, y, width: elkNode.width ?? 0, height: elkNode.height ?? 0, node: chartNodes.get(elkNode.id), depth });
    for (const child of elkNode.children ?? []) place(child, { x, y }, depth + 1);
  };
  place(result, { x: 0, y: 0 }, 0);

  const edges: PlacedEdge[] = [];
  const collect = (elkNode: ElkNode) => {
    for (const e of elkNode.edges ?? []) {
      const container = (e as { container?: string }).container;
      const origin = (container && offsets.get(container)) || offsets.get(elkNode.id) || { x: -graphShift.x, y: -graphShift.y };
      const shift = (p: Point) => ({ x: origin.x + p.x, y: origin.y + p.y });
      const section = e.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift) : [];
      const chartEdge = byId.get(e.id) ?? {
        id: e.id,
        source: e.sources[0],
        target: e.targets[0],
        kind: 'initial' as const,
        event: '',
        label: '',
      };
      const label = e.labels?.[0];
      edges.push({
        edge: chartEdge,
        points,
        label:
          label && chartEdge.label
            ? { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 }
            : undefined,
      });
    }
    for (const child of elkNode.children ?? []) collect(child);
  };
  collect(graph);
  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges };
}
