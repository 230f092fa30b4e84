import { useAnnouncement } from '../../lib/page-focus';

/**
 * The polite live region that reads out the new page's title after a page change (item 27 of
 * issue 22). Always in the page, so the text put into it is announced; a live region is a region
 * of its own, so it may sit outside the landmarks.
 */
export function RouteAnnouncer() {
  const { text, seq } = useAnnouncement();
  return (
    <div data-testid="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new key per announcement: the same title twice is still a change to read out. */}
      <span key={seq}>{text}</span>
    </div>
  );
}
