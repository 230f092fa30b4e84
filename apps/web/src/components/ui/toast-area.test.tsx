import { TOAST_DURATION_MS } from '@kodumasinad/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startLoading, stopLoading } from '../../lib/state/loader';
import { addToast } from '../../lib/state/messages';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  it('shows toasts and removes each 2500 ms after it appeared', () => {
    vi.useFakeTimers();
    render(<ToastArea />);
    act(() => addToast('Tagasiside saadetud.'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => addToast('Salvestatud.'));
    const area = screen.getByTestId('toast-area');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Tagasiside saadetud.',
      'Salvestatud.',
    ]);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    });
    expect(area.textContent).toContain('Tagasiside saadetud.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(area.textContent).not.toContain('Tagasiside saadetud.');
    expect(area.textContent).toContain('Salvestatud.');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('counts the time of a toast only while no page is loading, so it outlasts the next page load', () => {
    vi.useFakeTimers();
    render(<ToastArea />);
    act(() => {
      startLoading();
      addToast('Salasõna on muudetud ja oled sisse logitud.');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => stopLoading());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => startLoading());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => stopLoading());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('is shown above the loading overlay', () => {
    render(<ToastArea />);
    const zIndex = (className: string) => Number(/z-\[(\d+)\]/.exec(className)?.[1]);
    expect(zIndex(screen.getByTestId('toast-area').className)).toBeGreaterThan(70);
  });
});
