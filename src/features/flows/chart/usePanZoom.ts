// Pan and zoom of the chart: drag (mouse, pen or one finger) pans, the wheel or two fingers zoom
// around the pointer, and the buttons zoom in, out and fit. The view is a translate + scale of the
// drawing; nothing is re-laid out.
import { useCallback, useRef, useState, type PointerEvent, type RefObject, type WheelEvent } from 'react';

export interface View {
  x: number;
  y: number;
  scale: number;
}

const MIN = 0.15;
const MAX = 3;
const clamp = (scale: number) => Math.min(MAX, Math.max(MIN, scale));

/** The view that shows the whole drawing, not larger than 1:1, and not below a readable 0.45 unless asked. */
export function fitView(box: { width: number; height: number }, drawing: { width: number; height: number }, readable = true): View {
  const fit = Math.min(box.width / (drawing.width + 16), box.height / (drawing.height + 16), 1);
  const scale = clamp(readable ? Math.max(fit, 0.45) : fit);
  const x = Math.max(8, (box.width - drawing.width * scale) / 2);
  return { x, y: 8, scale };
}

export function usePanZoom(box: RefObject<HTMLElement | null>, initial: View) {
  const [view, setView] = useState<View>(initial);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  const zoomAt = useCallback((factor: number, px: number, py: number) => {
    setView((v) => {
      const scale = clamp(v.scale * factor);
      const k = scale / v.scale;
      return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  }, []);

  const local = (event: { clientX: number; clientY: number }) => {
    const rect = box.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const onWheel = (event: WheelEvent) => {
    const p = local(event);
    zoomAt(event.deltaY < 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  };

  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('button, a')) return;
    pointers.current.set(event.pointerId, local(event));
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current) zoomAt(distance / pinch.current, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch.current = distance;
      return;
    }
    setView((v) => ({ ...v, x: v.x + now.x - before.x, y: v.y + now.y - before.y }));
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const zoom = (factor: number) => {
    const rect = box.current?.getBoundingClientRect();
    zoomAt(factor, (rect?.width ?? 0) / 2, (rect?.height ?? 0) / 2);
  };

  return {
    view,
    setView,
    zoom,
    handlers: { onWheel, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
