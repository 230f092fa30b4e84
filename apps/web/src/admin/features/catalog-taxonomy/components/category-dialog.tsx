import type { AdminAttribute, AdminCategory } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useAttributes } from '../api/attributes';
import { useCategories } from '../api/categories';
import { useSaveCategory } from '../api/save-category';
import { CheckboxField, RowButton } from './form-parts';
import { TaxonomyDialog, useNameAndSlug, useTaxonomyForm, type TaxonomyNames } from './taxonomy-dialog';

const ATTRIBUTE_TYPE_WORDS: Record<AdminAttribute['type'], string> = {
  choice: 'valik',
  measure: 'mõõt',
  range: 'vahemik',
};

/** The attributes the category's filters offer, in order: add, move up and down, remove. */
function FilterAttributes({
  ids,
  attributes,
  onChange,
  error,
}: {
  ids: number[];
  attributes: AdminAttribute[];
  onChange(ids: number[]): void;
  error?: string;
}) {
  const [adding, setAdding] = useState('');
  const nameOf = (id: number) => attributes.find((a) => a.id === id)?.name ?? `#${id}`;
  const addable = attributes.filter((a) => a.in_filters && !ids.includes(a.id));
  const moveBy = (index: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Filtrid</legend>
      <p className="text-sm text-slate-600">
        {ids.length === 0
          ? 'Valimata: loetelus pakutakse kõiki filtreeritavaid omadusi (alamkategooria võtab ülemkategooria valiku).'
          : 'Loetelus pakutakse neid omadusi selles järjekorras.'}
      </p>
      {ids.length > 0 && (
        <ol className="space-y-1" aria-label="Valitud filtrid">
          {ids.map((id, index) => (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm">
                {index + 1}. {nameOf(id)}
              </span>
              <span className="flex gap-1">
                <RowButton target={nameOf(id)} disabled={index === 0} onClick={() => moveBy(index, -1)}>
                  Üles
                </RowButton>
                <RowButton
                  target={nameOf(id)}
                  disabled={index === ids.length - 1}
                  onClick={() => moveBy(index, 1)}
                >
                  Alla
                </RowButton>
                <RowButton target={nameOf(id)} onClick={() => onChange(ids.filter((other) => other !== id))}>
                  Eemalda
                </RowButton>
              </span>
            </li>
          ))}
        </ol>
      )}
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <SelectField
              label="Lisa filter"
              placeholder="Vali omadus"
              value={adding}
              options={addable.map((a) => ({
                value: String(a.id),
                label: `${a.name} (${ATTRIBUTE_TYPE_WORDS[a.type]})`,
              }))}
              onChange={(event) => setAdding(event.target.value)}
            />
          </div>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              onChange([...ids, Number(adding)]);
              setAdding('');
            }}
          >
            Lisa
          </Button>
        </div>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/** What a category is called, as "Lisa …" and "Muuda …" take it. */
export const CATEGORY_NAMES: TaxonomyNames = { one: 'kategooria', partitive: 'kategooriat' };

/**
 * "Lisa kategooria" / "Muuda kategooriat": the whole category, saved at once. The parents and the
 * filters' attributes come from the screen's lists (loaded with it).
 */
export function CategoryDialog({ item: category, onClose }: { item: AdminCategory | null; onClose(): void }) {
  const categories = useCategories().data?.data ?? [];
  const attributes = useAttributes().data?.data ?? [];
  const save = useSaveCategory(category?.id ?? null);
  const form = useTaxonomyForm(save, CATEGORY_NAMES, category === null, onClose);
  const named = useNameAndSlug(
    form,
    { label: 'Nimetus', field: 'title', value: category?.title },
    { label: 'Aadress', field: 'slug', value: category?.slug },
  );
  const [parent, setParent] = useState(
    category?.parent_id === null || !category ? '' : String(category.parent_id),
  );
  const [hidden, setHidden] = useState(category?.hidden ?? false);
  const [twoColumns, setTwoColumns] = useState(category?.two_columns ?? false);
  const [attributeIds, setAttributeIds] = useState<number[]>(category?.attribute_ids ?? []);
  const parents = categories.filter((c) => c.parent_id === null && c.id !== category?.id);

  return (
    <TaxonomyDialog
      form={form}
      values={() => ({
        title: named.name,
        slug: named.slug,
        parent_id: parent === '' ? null : Number(parent),
        hidden,
        two_columns: twoColumns,
        attribute_ids: attributeIds,
        add_on_ids: category?.add_on_ids ?? [],
      })}
    >
      {named.fields}
      <SelectField
        label="Ülemkategooria"
        placeholder="— peakategooria —"
        value={parent}
        options={parents.map((c) => ({ value: String(c.id), label: c.title }))}
        error={form.error('parent_id')}
        onChange={(event) => setParent(event.target.value)}
      />
      <CheckboxField
        label="Peidetud"
        hint="Peidetud kategooria ja selle tooted ei ole ostjatele nähtavad."
        checked={hidden}
        onChange={setHidden}
      />
      {parent === '' && (
        <CheckboxField label="Menüüs kahes veerus" checked={twoColumns} onChange={setTwoColumns} />
      )}
      <FilterAttributes
        ids={attributeIds}
        attributes={attributes}
        onChange={setAttributeIds}
        error={form.error('attribute_ids')}
      />
      {form.error('add_on_ids') && <p className="text-sm text-red-700">{form.error('add_on_ids')}</p>}
    </TaxonomyDialog>
  );
}
