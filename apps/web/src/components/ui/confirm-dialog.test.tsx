import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

/** A page with one button that asks before it acts, recording each answer. */
function Asker({ answers }: { answers: boolean[] }) {
  const { confirm, dialog } = useConfirm();
  const [done, setDone] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm({
            title: 'Kas kustutada pakkumine P-2026-0001?',
            message: 'Seda ei saa tagasi võtta.',
            confirmLabel: 'Kustuta',
          }).then((yes) => {
            answers.push(yes);
            setDone((n) => n + 1);
          })
        }
      >
        Kustuta pakkumine
      </button>
      <p data-testid="done">{done}</p>
      {dialog}
    </>
  );
}

async function open(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: 'Kustuta pakkumine' });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('alertdialog', { name: 'Kas kustutada pakkumine P-2026-0001?' });
}

describe('useConfirm / ConfirmDialog', () => {
  it('asks in a modal alertdialog with its description, focus on the safe choice', async () => {
    render(<Asker answers={[]} />);
    const dialog = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Seda ei saa tagasi võtta.',
    );
    expect(document.activeElement?.textContent).toBe('Loobu');
  });

  it('Escape cancels and gives focus back to the button that asked', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    await open();
    await act(async () => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answers).toEqual([false]);
    await screen.findByText('1');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kustuta pakkumine' })),
    );
  });

  it('answers true only for the confirming button, false for "Loobu" and a click outside', async () => {
    const answers: boolean[] = [];
    render(<Asker answers={answers} />);
    fireEvent.click(await within(await open(), 'Kustuta'));
    await screen.findByText('1');
    fireEvent.click(await within(await open(), 'Loobu'));
    await screen.findByText('2');
    const dialog = await open();
    fireEvent.click(dialog.parentElement as HTMLElement);
    await screen.findByText('3');
    expect(answers).toEqual([true, false, false]);
  });
});

async function within(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`No button ${name}`);
  return button;
}
