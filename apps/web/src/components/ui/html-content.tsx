import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/** Server HTML (pages, news, footer), sanitised once more before it is rendered. */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
