import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useEscapeToClose } from './use-escape-to-close';

function Layer({ name, onClose }: { name: string; onClose: () => void }) {
  useEscapeToClose(onClose);
  return <div role="dialog" aria-label={name} />;
}

/** Two stacked layers and a field outside both that swallows its own Escape when asked. */
function Stack({ swallow = false }: { swallow?: boolean }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (swallow && event.key === 'Escape') event.preventDefault();
  };
  return (
    <>
      <input aria-label="väli" onKeyDown={onKeyDown} />
      {outer && <Layer name="alumine" onClose={() => setOuter(false)} />}
      {inner && <Layer name="ülemine" onClose={() => setInner(false)} />}
    </>
  );
}

const escape = (target: Element) =>
  act(() => {
    fireEvent.keyDown(target, { key: 'Escape' });
  });

describe('useEscapeToClose', () => {
  it('closes the topmost layer first, wherever focus is, then the one below', async () => {
    render(<Stack />);
    await escape(document.body);
    expect(screen.queryByRole('dialog', { name: 'ülemine' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'alumine' })).toBeTruthy();
    await escape(screen.getByLabelText('väli'));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('leaves the layers open when an element handled the Escape itself', async () => {
    render(<Stack swallow />);
    await escape(screen.getByLabelText('väli'));
    expect(screen.queryAllByRole('dialog')).toHaveLength(2);
  });

  it('ignores other keys, and a layer that is gone leaves nothing behind', async () => {
    const { unmount } = render(<Stack />);
    await act(() => {
      fireEvent.keyDown(document.body, { key: 'Enter' });
    });
    expect(screen.queryAllByRole('dialog')).toHaveLength(2);
    unmount();
    render(<Stack />);
    await escape(document.body);
    expect(screen.queryByRole('dialog', { name: 'ülemine' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'alumine' })).toBeTruthy();
  });
});
