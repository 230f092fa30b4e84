import { useLayoutEffect, useRef } from 'react';

/** Close handlers of the open modal layers, the topmost last. */
const layers: { current: () => void }[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = layers[layers.length - 1];
  if (!top) return;
  event.preventDefault();
  top.current();
}

/**
 * Escape closes the topmost open modal layer (a dialog, the mobile sidebar) wherever focus is.
 *
 * The layer listens on the document, not on its own element: focus moves into a dialog in an
 * effect, and under Preact (the production build, decision 055) some of those run only after
 * the next frame, so an Escape pressed the moment a dialog shows would otherwise go to the
 * element behind it and be lost. The listener is registered in a layout effect for the same
 * reason. An element inside the layer that handles Escape itself (a combobox closing its list)
 * stops the event or prevents its default, and the layer stays open.
 */
export function useEscapeToClose(onClose: () => void, open = true): void {
  const handler = useRef(onClose);
  handler.current = onClose;
  useLayoutEffect(() => {
    if (!open) return;
    const layer = { current: () => handler.current() };
    layers.push(layer);
    if (layers.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
