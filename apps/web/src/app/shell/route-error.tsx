import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  return (
    <main className="mx-auto max-w-xl px-6 py-16 text-center">
      <h1 className="mb-4 text-2xl font-semibold">Midagi läks valesti</h1>
      <p className="mb-8 text-slate-600">Lehte ei õnnestunud avada. Proovi leht uuesti laadida.</p>
      <div className="flex justify-center gap-3">
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Laadi uuesti
        </button>
        <Link to="/" reloadDocument className={buttonClass('secondary')}>
          Avalehele
        </Link>
      </div>
    </main>
  );
}
