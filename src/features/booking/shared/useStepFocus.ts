import { useEffect, useRef } from 'react';

const STEP_HEADING = 'main [data-step-heading]';

/** Nothing to move from: focus is on the page itself, or on a control that is gone. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !document.body.contains(active);
};

/**
 * When the flow moves to another step on the same screen (club → sport → search), the control that
 * was pressed is gone: focus moves to the new step's heading, so keyboard and screen-reader users
 * carry on from there. Nothing moves when focus is still somewhere on the page. A step whose code is
 * still loading (the steps after the club are their own chunk) gets the focus when its heading shows.
 */
export function useStepFocus(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    if (!focusLost()) return;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>(STEP_HEADING);
      heading?.focus({ preventScroll: false });
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (!focusLost() || focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step]);
}
