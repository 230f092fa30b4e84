import { useEffect, type ReactNode } from 'react';

const SITE_TITLE = 'Kodumasinad B2B';

/** The screen's heading, also shown in the browser tab. */
export function PageTitle({
  children,
  documentTitle,
  testId,
}: {
  children: ReactNode;
  documentTitle?: string;
  testId?: string;
}) {
  const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (!text) return;
    document.title = `${text} | ${SITE_TITLE}`;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [text]);
  return (
    <h1 data-testid={testId} className="mb-6 text-2xl font-semibold text-slate-900 sm:text-3xl">
      {children}
    </h1>
  );
}
