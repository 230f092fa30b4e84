import { lazy, Suspense, type ComponentProps } from 'react';

const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor in its own chunk, fetched when an edit screen first shows it. */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-500">Redaktor laeb…</p>}>
      <Editor {...props} />
    </Suspense>
  );
}
