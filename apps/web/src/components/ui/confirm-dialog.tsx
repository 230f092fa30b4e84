import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './confirm-options';

export type { ConfirmOptions };

/** The dialog loads when first asked for: React Aria's focus scope stays out of screens' own code. */
const ConfirmDialog = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialog })));

/**
 * `confirm(options)` resolves true or false like window.confirm, while `dialog` (rendered by the
 * caller) shows the question: `if (!(await confirm({...}))) return;`.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<{ options: ConfirmOptions; answer(yes: boolean): void } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setAsking({
          options,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog =
    asking === null ? null : (
      <Suspense fallback={null}>
        <ConfirmDialog
          {...asking.options}
          onConfirm={() => asking.answer(true)}
          onCancel={() => asking.answer(false)}
        />
      </Suspense>
    );
  return { confirm, dialog };
}
