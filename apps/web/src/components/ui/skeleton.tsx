/** Grey placeholder lines shown while a screen or its data loads, instead of a blank page. */
export function Skeleton({ lines = 4, title = true }: { lines?: number; title?: boolean }) {
  return (
    <div className="animate-pulse space-y-3" aria-busy="true" aria-label="Laadimine">
      {title && <div className="h-8 w-1/3 rounded bg-slate-200" />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="h-4 rounded bg-slate-200" style={{ width: `${90 - index * 12}%` }} />
      ))}
    </div>
  );
}
