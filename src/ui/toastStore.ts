import type { MessageDescriptor } from '@lingui/core';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastInput {
  /** A Lingui descriptor (translated when shown) or an already translated text. */
  message: MessageDescriptor | string;
  kind?: ToastKind;
  /** How long it stays; default 4 s (errors 6 s). */
  durationMs?: number;
}

export interface Toast extends Required<ToastInput> {
  id: number;
}

type Listener = () => void;

/** Toasts live outside React so that machines' actions (provided by the app) can show them. */
export function createToastStore(timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const handles = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number): void {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(input: ToastInput): number {
    const kind = input.kind ?? 'info';
    const toast: Toast = { id: nextId++, kind, message: input.message, durationMs: input.durationMs ?? (kind === 'error' ? 6000 : 4000) };
    toasts = [...toasts.slice(-2), toast];
    handles.set(
      toast.id,
      timers.setTimeout(() => dismiss(toast.id), toast.durationMs),
    );
    emit();
    return toast.id;
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toasts = createToastStore();
