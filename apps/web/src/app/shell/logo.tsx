import { Link } from 'react-router';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md font-semibold text-white focus-visible:outline-2 focus-visible:outline-white"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-md bg-white text-lg font-bold text-brand-800"
      >
        K
      </span>
      <span className="leading-tight">
        Kodumasinad <span className="font-normal text-brand-200">B2B</span>
      </span>
    </Link>
  );
}
