import { useEffect, useRef, type ReactNode } from 'react';
import { claimPageFocus } from '../../lib/page-focus';

const SITE_TITLE = 'Kodumasinad B2B';

/** The heading's text when it is made of strings and numbers only (e.g. `Arve {number}`). */
function plainText(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  if (typeof children === 'number') return String(children);
  if (Array.isArray(children) && children.every((c) => typeof c === 'string' || typeof c === 'number'))
    return children.join('');
  return undefined;
}

/**
 * The screen's heading, also shown in the browser tab. After a page change it takes focus and the
 * title is announced (lib/page-focus), hence tabindex=-1.
 */
export function PageTitle({
  children,
  documentTitle,
  testId,
}: {
  children: ReactNode;
  documentTitle?: string;
  testId?: string;
}) {
  const text = documentTitle ?? plainText(children);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (text) document.title = `${text} | ${SITE_TITLE}`;
    if (heading.current) claimPageFocus(heading.current);
    if (!text) return;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [text]);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      data-testid={testId}
      className="mb-6 focus:outline-none text-2xl font-semibold text-slate-900 sm:text-3xl"
    >
      {children}
    </h1>
  );
}
