import { useIsLoading } from '../../lib/state/loader';

/** Full-page overlay while any non-search request runs (SPEC §2, §7). */
export function LoadingOverlay() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      className="fixed inset-0 z-[70] grid place-items-center bg-white/60 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-md bg-white px-5 py-3 text-slate-700 shadow-lg">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        Laen lehte...
      </div>
    </div>
  );
}
