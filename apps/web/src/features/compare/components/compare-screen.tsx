import { AddToCartButton } from '../../cart';
import type { ComparesReply } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompares } from '../api/compares';
import { useRemoveFromCompareTable } from '../api/compare-remove';

const stickyCell = 'sticky left-0 z-10 bg-white';

function CompareTable({ compares }: { compares: ComparesReply }) {
  const remove = useRemoveFromCompareTable();
  const products = compares.data;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table data-testid="compare-table" className="w-full min-w-max border-collapse text-sm">
        <thead>
          <tr>
            <td className={`${stickyCell} w-32 border-b border-slate-200 sm:w-48`} />
            {products.map((product) => (
              <th
                key={product.id}
                scope="col"
                className="w-44 border-b border-l border-slate-200 p-3 text-left align-top font-normal sm:w-56"
              >
                <Link to={`/${encodeURIComponent(product.url)}`} className="block">
                  <span className="mx-auto mb-2 block size-28 sm:size-36">
                    <ProductImage filename={product.filename} alt="" size={200} />
                  </span>
                  <span className="line-clamp-3 font-medium text-slate-900 hover:text-brand-700 hover:underline">
                    {product.title}
                  </span>
                </Link>
                <span className="mt-0.5 block text-xs text-slate-500">{product.code}</span>
                <Price product={product} className="mt-2" />
                <AddToCartButton
                  productId={product.id}
                  productTitle={product.title}
                  className="mt-3 w-full"
                />
                <Button
                  variant="secondary"
                  className="mt-3 w-full"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(product.id)}
                >
                  Eemalda
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compares.attributes.map((attribute) => (
            <tr key={attribute.name} className="even:bg-slate-50">
              <th
                scope="row"
                className={`${stickyCell} border-b border-slate-100 p-3 text-left font-medium text-slate-600`}
              >
                {attribute.name}
              </th>
              {products.map((product, index) => (
                <td key={product.id} className="border-b border-l border-slate-100 p-3 text-slate-900">
                  {attribute.values[index] || '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /vordlus: the products in the comparison side by side (SPEC §2). */
export function CompareScreen() {
  const compares = useCompares();
  return (
    <section>
      <PageTitle>Toodete võrdlus</PageTitle>
      {compares.isPending && <Skeleton lines={8} title={false} />}
      {compares.isError && (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
          Võrdlust ei õnnestunud laadida.
        </p>
      )}
      {compares.isSuccess && compares.data.data.length === 0 && (
        <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
          Võrdluses pole ühtegi toodet.
        </p>
      )}
      {compares.isSuccess && compares.data.data.length > 0 && <CompareTable compares={compares.data} />}
    </section>
  );
}
