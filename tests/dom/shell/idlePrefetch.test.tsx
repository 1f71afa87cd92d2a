import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_MARK, usePrefetchWhenIdle } from '#shell/idlePrefetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  performance.clearMarks();
});

function Screen({ loads }: { loads: (() => Promise<unknown>)[] }) {
  usePrefetchWhenIdle(...loads);
  return <p>screen</p>;
}

describe('usePrefetchWhenIdle', () => {
  it('asks for the next step once the browser is idle after the screen rendered, not during the render', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const next = vi.fn(async () => 'chunk');
    const view = render(<Screen loads={[next]} />);
    expect(next).not.toHaveBeenCalled();
    idle?.();
    expect(next).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(IDLE_PREFETCH_MARK)).toHaveLength(1);
    view.rerender(<Screen loads={[next]} />);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout without requestIdleCallback, and asks for nothing once the screen is gone', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const next = vi.fn(async () => 'chunk');
    render(<Screen loads={[next]} />).unmount();
    const kept = vi.fn(async () => 'chunk');
    render(<Screen loads={[kept]} />);
    vi.runAllTimers();
    expect(next).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to arrive is left to the real load (no unhandled rejection)', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Screen loads={[failing]} />);
    idle?.();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
