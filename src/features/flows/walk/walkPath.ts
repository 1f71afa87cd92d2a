// A walk is a list of steps; the link that replays it carries the machine, the input label and the
// steps (base64url JSON in the query), so /flows?m=<machine>&in=<input>&p=<steps> opens on that state.
import type { AnyEventObject } from 'xstate';

export type WalkStep =
  /** An event sent by the product owner. */
  | { e: AnyEventObject }
  /** The running actor `a` resolves with its fixture output number `ok`. */
  | { a: string; ok: number }
  /** The running actor `a` rejects with the error code `code`. */
  | { a: string; code: string }
  /** The delayed transition with this event type fires. */
  | { t: string };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodePath(steps: readonly WalkStep[]): string {
  return steps.length ? toBase64Url(JSON.stringify(steps)) : '';
}

function isStep(value: unknown): value is WalkStep {
  if (!value || typeof value !== 'object') return false;
  const step = value as Record<string, unknown>;
  if ('e' in step) return typeof (step.e as { type?: unknown })?.type === 'string';
  if ('t' in step) return typeof step.t === 'string';
  return typeof step.a === 'string' && (typeof step.ok === 'number' || typeof step.code === 'string');
}

/** The steps of a link; a damaged link is an empty walk, never a crash. */
export function decodePath(encoded: string | null | undefined): WalkStep[] {
  if (!encoded) return [];
  try {
    const steps: unknown = JSON.parse(fromBase64Url(encoded));
    return Array.isArray(steps) && steps.every(isStep) ? steps : [];
  } catch {
    return [];
  }
}

export function walkSearch(machineId: string, inputLabel: string | undefined, steps: readonly WalkStep[]): string {
  const params = new URLSearchParams({ m: machineId });
  if (inputLabel) params.set('in', inputLabel);
  const path = encodePath(steps);
  if (path) params.set('p', path);
  return `?${params.toString()}`;
}
