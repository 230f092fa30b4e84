import type { AdminProduct, AdminProductOptions } from '@kodumasinad/contract/admin';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { TextField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { SelectField } from '../../../../components/ui/select-field';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';
import { useDuplicateProduct } from '../api/duplicate-product';
import { useProduct } from '../api/product';
import { useProductOptions } from '../api/product-options';
import { useSaveProduct } from '../api/save-product';
import { ClientPricesPanel } from './client-prices-panel';
import { ProductLinksField } from './product-links-field';
import {
  categoryAttributes,
  checkDraft,
  draftErrors,
  draftOf,
  slugOf,
  type DraftErrors,
  type ProductDraft,
} from './product-draft';

export const LIST_PATH = '/haldus/tooted';

/** /haldus/tooted/uus and /haldus/tooted/{id}: a product's editor. */
export function ProductEditScreen() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'uus' ? null : Number(param);
  const product = useProduct(id);
  const options = useProductOptions();
  if ((id !== null && !product.data) || !options.data)
    return (
      <p className="text-slate-500">{product.isError || options.isError ? 'Toodet ei leitud.' : 'Laen…'}</p>
    );
  return (
    <ProductForm
      key={`${id ?? 'new'}-${product.data?.product.updated_at ?? ''}`}
      id={id}
      product={product.data?.product ?? null}
      options={options.data.data}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4"
      />
      {label}
    </label>
  );
}

function categoryLabel(options: AdminProductOptions, id: number): string {
  const category = options.categories.find((c) => c.id === id);
  const parent = options.categories.find((c) => c.id === category?.parent_id);
  return parent ? `${parent.title} › ${category?.title ?? ''}` : (category?.title ?? '');
}

function ProductForm({
  id,
  product,
  options,
}: {
  id: number | null;
  product: AdminProduct | null;
  options: AdminProductOptions;
}) {
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const duplicate = useDuplicateProduct();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [urlTouched, setUrlTouched] = useState(product !== null);

  const set = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof ProductDraft & string) => ({
    value: draft[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });

  const parents = new Set(options.categories.map((c) => c.parent_id));
  const leaves = options.categories
    .filter((c) => !parents.has(c.id))
    .map((c) => ({ value: String(c.id), label: categoryLabel(options, c.id) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'et'));
  const attributes = categoryAttributes(options, draft.category_id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, options);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    try {
      const saved = await save.mutateAsync(checked.body);
      addToast('Toode on salvestatud.');
      if (id === null) await navigate(`${LIST_PATH}/${saved.product.id}`);
    } catch (error) {
      if (isApiError(error)) setErrors(draftErrors(error.errors, checked.valueAttributes));
    }
  }

  async function copy() {
    if (id === null) return;
    try {
      const saved = await duplicate.mutateAsync(id);
      await navigate(`${LIST_PATH}/${saved.product.id}`);
    } catch {
      // the client showed why
    }
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{id === null ? 'Uus toode' : `Toode ${product?.code ?? ''}`}</PageTitle>
        {id !== null && (
          <div className="flex flex-wrap gap-2">
            {product && !product.hidden && (
              <a href={`/${product.url}`} target="_blank" rel="noreferrer" className="self-center text-sm">
                Vaata poes
              </a>
            )}
            <Button variant="secondary" onClick={() => void copy()} disabled={duplicate.isPending}>
              Tee koopia
            </Button>
          </div>
        )}
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
        data-testid="product-form"
      >
        {hasErrors && (
          <p role="alert" className="text-sm text-red-700">
            Palun paranda vormi vead.
          </p>
        )}
        <Section title="Põhiandmed">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Kood" required {...text('code')} />
            <TextField label="Tarnija kood" {...text('supplier_code')} />
            <TextField
              label="Nimetus"
              required
              {...text('title')}
              onChange={(event) => {
                const title = event.target.value;
                setDraft((current) => ({
                  ...current,
                  title,
                  ...(urlTouched ? {} : { url: slugOf(title) }),
                }));
              }}
            />
            <TextField
              label="Aadress"
              required
              placeholder="nt pesumasin-bosch-wan28"
              {...text('url')}
              onChange={(event) => {
                setUrlTouched(true);
                set('url', event.target.value);
              }}
            />
            <SelectField
              label="Kategooria"
              required
              placeholder="Vali kategooria"
              options={leaves}
              value={draft.category_id}
              error={errors.category_id}
              onChange={(event) => set('category_id', event.target.value)}
            />
            <SelectField
              label="Kaubamärk"
              required
              placeholder="Vali kaubamärk"
              options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
              value={draft.brand_id}
              error={errors.brand_id}
              onChange={(event) => set('brand_id', event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <Checkbox label="Esiletõstetud" checked={draft.featured} onChange={(v) => set('featured', v)} />
            <Checkbox
              label="Peidetud (ei ole poes näha)"
              checked={draft.hidden}
              onChange={(v) => set('hidden', v)}
            />
          </div>
        </Section>

        {/* gallery */}

        <Section title="Hinnad">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Hind (km-ta, €)" required inputMode="decimal" {...text('price')} />
            <TextField
              label="Soovituslik jaehind (km-ga, €)"
              required
              inputMode="decimal"
              {...text('retail_price')}
            />
            <TextField label="Kampaaniahind (km-ta, €)" inputMode="decimal" {...text('campaign_price')} />
            <DateField
              label="Kampaania algus"
              value={draft.discount_start}
              error={errors.discount_start}
              onChange={(value) => set('discount_start', value)}
            />
            <DateField
              label="Kampaania lõpp"
              value={draft.discount_end}
              error={errors.discount_end}
              onChange={(value) => set('discount_end', value)}
            />
          </div>
        </Section>

        <Section title="Kirjeldus">
          <LazyRichTextEditor
            label="Kirjeldus"
            value={draft.description}
            onChange={(html) => set('description', html)}
            error={errors.description}
          />
        </Section>

        <Section title="Omadused">
          {draft.category_id === '' && <p className="text-sm text-slate-600">Vali enne kategooria.</p>}
          {draft.category_id !== '' && attributes.length === 0 && (
            <p className="text-sm text-slate-600">Selle kategooria filtritel ei ole omadusi.</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2" data-testid="product-values">
            {attributes.map((attribute) => {
              const value = draft.values[attribute.id] ?? '';
              const error = errors[`value:${attribute.id}`];
              const onChange = (next: string) => set('values', { ...draft.values, [attribute.id]: next });
              const label = attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name;
              if (attribute.kind === 'enum' && attribute.choices !== null)
                return (
                  <SelectField
                    key={attribute.id}
                    label={label}
                    placeholder="—"
                    options={attribute.choices.map((choice) => ({ value: choice, label: choice }))}
                    value={value}
                    error={error}
                    onChange={(event) => onChange(event.target.value)}
                  />
                );
              return (
                <TextField
                  key={attribute.id}
                  label={label}
                  inputMode={attribute.kind === 'number' ? 'decimal' : undefined}
                  value={value}
                  error={error}
                  onChange={(event) => onChange(event.target.value)}
                />
              );
            })}
          </div>
        </Section>

        <Section title="Tehnilised andmed">
          {errors.specs && (
            <p role="alert" className="text-sm text-red-700">
              {errors.specs}
            </p>
          )}
          <ul className="space-y-2">
            {draft.specs.map((spec, index) => (
              <li key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  label={`Rida ${index + 1}: nimetus`}
                  value={spec.name}
                  onChange={(event) =>
                    set(
                      'specs',
                      draft.specs.map((s, i) => (i === index ? { ...s, name: event.target.value } : s)),
                    )
                  }
                />
                <TextField
                  label={`Rida ${index + 1}: väärtus`}
                  value={spec.value}
                  onChange={(event) =>
                    set(
                      'specs',
                      draft.specs.map((s, i) => (i === index ? { ...s, value: event.target.value } : s)),
                    )
                  }
                />
                <Button
                  variant="secondary"
                  aria-label={`Eemalda rida ${index + 1}`}
                  onClick={() =>
                    set(
                      'specs',
                      draft.specs.filter((_, i) => i !== index),
                    )
                  }
                >
                  Eemalda
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => set('specs', [...draft.specs, { name: '', value: '' }])}>
            Lisa rida
          </Button>
        </Section>

        <Section title="Seotud tooted">
          <ProductLinksField
            label="Sobivad lisatooted"
            ids={draft.add_on_ids}
            selfId={id}
            error={errors.add_on_ids}
            onChange={(ids) => set('add_on_ids', ids)}
          />
          <ProductLinksField
            label="Seotud tooted"
            ids={draft.related_ids}
            selfId={id}
            error={errors.related_ids}
            onChange={(ids) => set('related_ids', ids)}
          />
          <ProductLinksField
            label="Sarnased tooted"
            ids={draft.similar_ids}
            selfId={id}
            error={errors.similar_ids}
            onChange={(ids) => set('similar_ids', ids)}
          />
        </Section>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Salvesta
          </Button>
          <Link to={LIST_PATH} className="self-center text-sm text-brand-700 hover:underline">
            Tagasi toodete juurde
          </Link>
        </div>
      </form>
      {id !== null && <ClientPricesPanel productId={id} />}
    </div>
  );
}
