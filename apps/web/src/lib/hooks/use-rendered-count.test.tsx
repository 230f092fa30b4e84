import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRenderedCount } from './use-rendered-count';

function List({ total }: { total: number }) {
  const count = useRenderedCount(total, 8, 8);
  return <p data-testid="count">{count}</p>;
}

const shown = () => Number(screen.getByTestId('count').textContent);

describe('useRenderedCount', () => {
  it('renders the first slice at once and one more slice per later task', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<List total={28} />);
      expect(shown()).toBe(8);
      const nextTask = () =>
        act(async () => {
          await vi.advanceTimersToNextTimerAsync();
        });
      await nextTask();
      expect(shown()).toBe(16);
      await nextTask();
      await nextTask();
      expect(shown()).toBe(28);
      await nextTask();
      expect(shown()).toBe(28);
      // Grown once, a later list of the same component renders whole.
      rerender(<List total={24} />);
      expect(shown()).toBe(24);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never counts past a short list', () => {
    render(<List total={3} />);
    expect(shown()).toBe(3);
  });
});
