import { Button } from '../../../../components/ui/button';

/**
 * A menu row's ↑, ↓ and remove buttons, named with the row ("Liiguta „Pesumasinad” üles"). At
 * the first or last place a move button is disabled.
 */
export function MenuRowButtons({
  name,
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  removeLabel: string;
  onMove(by: number): void;
  onRemove(): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="ghost"
        className="px-3 py-1"
        disabled={index === 0}
        aria-label={`Liiguta „${name}” üles`}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="ghost"
        className="px-3 py-1"
        disabled={index === count - 1}
        aria-label={`Liiguta „${name}” alla`}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button variant="secondary" className="px-3 py-1" onClick={onRemove}>
        {removeLabel} <span className="sr-only">„{name}”</span>
      </Button>
    </div>
  );
}
