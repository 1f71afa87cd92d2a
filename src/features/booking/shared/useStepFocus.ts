import { useEffect, useRef } from 'react';

/**
 * When the flow moves to another step on the same screen (club → sport → search), the control that
 * was pressed is gone: focus moves to the new step's heading, so keyboard and screen-reader users
 * carry on from there. Nothing moves when focus is still somewhere on the page.
 */
export function useStepFocus(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const active = document.activeElement;
    if (active && active !== document.body && document.body.contains(active)) return;
    document.querySelector<HTMLElement>('main [data-step-heading]')?.focus({ preventScroll: false });
  }, [step]);
}
