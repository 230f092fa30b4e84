import { AddOnChoices, AddToCartForm } from '../../cart';
import { FILTER_CODES, installmentMonthly, priceDisplay, type ProductDetail } from '@kodumasinad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { useFirstPictureShown } from '../../../lib/first-picture';
import { formatCents, formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/state/user';
import { CompareToggle } from '../../compare';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { productQueryOptions, useProduct } from '../api/product';
import { ProductGallery } from './product-gallery';
import { ProductStrip } from './product-strip';
import { SpecTable } from './spec-table';

/**
 * The description's HTML sanitiser (DOMPurify, 10 KB) loads once the product's picture is shown:
 * the description sits below the picture and the purchase box (decision 061).
 */
const HtmlContent = lazy(() =>
  import('../../../components/ui/html-content').then((module) => ({ default: module.HtmlContent })),
);

function PurchaseBox({ product }: { product: ProductDetail }) {
  const pricelist = useUser()?.active_pricelist ?? 'default';
  // The add-ons ticked here go into the cart attached to the product's row (decision 020).
  const [addOns, setAddOns] = useState<ReadonlySet<number>>(new Set());
  const shown = priceDisplay(product, pricelist);
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <Price product={product} size="lg" />
      {shown.discounted && product.discount_end && (
        <p className="text-sm text-red-700">Kampaaniahind kehtib kuni {formatDate(product.discount_end)}</p>
      )}
      <p data-testid="installment" className="text-sm text-slate-600">
        Järelmaks alates {formatCents(installmentMonthly(product.price_vat))}/kuu
      </p>
      <div className="space-y-3 border-t border-slate-100 pt-3">
        <AddToCartForm productId={product.id} productTitle={product.title} addOnIds={[...addOns]}>
          <div className="mb-3 empty:hidden">
            <AddOnChoices
              productTitle={product.title}
              addOns={product.addOns}
              checked={addOns}
              pricelist={pricelist}
              onChange={(id, checked) =>
                setAddOns((current) => {
                  const next = new Set(current);
                  if (checked) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
            />
          </div>
        </AddToCartForm>
        <CompareToggle productId={product.id} showLink />
      </div>
    </div>
  );
}

function Description({ html }: { html: string }) {
  const placeholder = <Skeleton lines={3} title={false} />;
  if (!useFirstPictureShown()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HtmlContent html={html} />
    </Suspense>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const brandHref = `/${encodeURIComponent(product.category.slug)}/${FILTER_CODES.brand}:${product.brand.slug}`;
  return (
    <article className="space-y-10">
      <div>
        <Breadcrumbs
          items={[
            ...product.breadcrumbs.map((crumb) => ({
              label: crumb.title,
              to: `/${encodeURIComponent(crumb.slug)}`,
            })),
            { label: product.title },
          ]}
        />
        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <ProductGallery images={product.images} title={product.title} />
          <div className="min-w-0 space-y-4">
            <PageTitle testId="product-title">{product.title}</PageTitle>
            <dl className="-mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Kood</dt>
              <dd className="font-medium break-all">{product.code}</dd>
              <dt className="text-slate-500">Tootja</dt>
              <dd>
                <Link to={brandHref} className="text-brand-700 hover:underline">
                  {product.brand.name}
                </Link>
              </dd>
            </dl>
            <PurchaseBox product={product} />
          </div>
        </div>
      </div>
      {product.description && (
        <section
          aria-labelledby="description-title"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="description-title" className="mb-3 text-lg font-semibold">
            Kirjeldus
          </h2>
          <Description html={product.description} />
        </section>
      )}
      <SpecTable rows={product.flds} />
      <ProductStrip title="Seotud tooted" products={product.related} />
      <ProductStrip title="Sarnased tooted" products={product.similar} />
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10" aria-busy="true" aria-label="Laadimine">
      <div className="aspect-square w-full animate-pulse rounded-lg bg-slate-200" />
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * A product opened at an old address (its call was redirected to the current one, issue 24):
 * the address bar gets the current address in place of the old one, with the data already here.
 */
function useCurrentAddress(slug: string, url: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const moved = url !== undefined && url !== slug && !/^\d+$/.test(slug);
  useEffect(() => {
    if (!moved) return;
    const data = queryClient.getQueryData(productQueryOptions(slug).queryKey);
    if (data !== undefined) queryClient.setQueryData(productQueryOptions(url).queryKey, data);
    void navigate(`/${encodeURIComponent(url)}${location.search}`, { replace: true });
  }, [moved, url, slug, location.search, navigate, queryClient]);
}

/** /{slug}: the product page (SPEC §2); an unknown slug gets the 404 screen. */
export function ProductScreen() {
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  useCurrentAddress(slug, product.data?.url);
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) return <NotFoundScreen />;
    return (
      <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
        Toodet ei õnnestunud laadida.
      </p>
    );
  }
  return <ProductView product={product.data} />;
}
