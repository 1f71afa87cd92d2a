import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** When a step replaced the focused control (focus fell to the page), focus the new step's first control. */
export function useKeepFocus(box: RefObject<HTMLElement | null>, step: unknown): void {
  useEffect(() => {
    const active = document.activeElement;
    if (!box.current || (active && active !== document.body && document.contains(active))) return;
    box.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [box, step]);
}
