import { PageTitle } from './page-title';

/** Stand-in for the screens whose content comes with a later issue. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        Tuleb peagi
      </p>
    </section>
  );
}
