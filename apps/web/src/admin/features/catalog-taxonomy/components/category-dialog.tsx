import type { FieldErrors } from '@kodumasinad/contract';
import type { AdminAttribute, AdminCategory } from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../../components/ui/select-field';
import { addToast } from '../../../../lib/state/messages';
import { useSaveCategory } from '../api/save-category';
import {
  CheckboxField,
  DialogButtons,
  firstError,
  RowButton,
  serverErrors,
  slugFromTitle,
} from './form-parts';
import { ModalDialog } from '../../../components/modal-dialog';

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

/** "Lisa kategooria" / "Muuda kategooriat": the whole category, saved at once. */
export function CategoryDialog({
  category,
  categories,
  attributes,
  onClose,
}: {
  category: AdminCategory | null;
  categories: AdminCategory[];
  attributes: AdminAttribute[];
  onClose(): void;
}) {
  const save = useSaveCategory(category?.id ?? null);
  const [title, setTitle] = useState(category?.title ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const [parent, setParent] = useState(
    category?.parent_id === null || !category ? '' : String(category.parent_id),
  );
  const [hidden, setHidden] = useState(category?.hidden ?? false);
  const [twoColumns, setTwoColumns] = useState(category?.two_columns ?? false);
  const [attributeIds, setAttributeIds] = useState<number[]>(category?.attribute_ids ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const parents = categories.filter((c) => c.parent_id === null && c.id !== category?.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        title,
        slug,
        parent_id: parent === '' ? null : Number(parent),
        hidden,
        two_columns: twoColumns,
        attribute_ids: attributeIds,
        add_on_ids: category?.add_on_ids ?? [],
      });
      addToast(category === null ? 'Kategooria on lisatud.' : 'Kategooria on salvestatud.');
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <ModalDialog wide title={category === null ? 'Lisa kategooria' : 'Muuda kategooriat'} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Nimetus"
          required
          autoComplete="off"
          value={title}
          error={firstError(errors, 'title')}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugTouched) setSlug(slugFromTitle(event.target.value));
          }}
        />
        <TextField
          label="Aadress"
          required
          autoComplete="off"
          value={slug}
          error={firstError(errors, 'slug')}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugTouched(true);
          }}
        />
        <SelectField
          label="Ülemkategooria"
          placeholder="— peakategooria —"
          value={parent}
          options={parents.map((c) => ({ value: String(c.id), label: c.title }))}
          error={firstError(errors, 'parent_id')}
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
          error={firstError(errors, 'attribute_ids')}
        />
        {firstError(errors, 'add_on_ids') && (
          <p className="text-sm text-red-700">{firstError(errors, 'add_on_ids')}</p>
        )}
        <DialogButtons onCancel={onClose} saving={save.isPending} />
      </form>
    </ModalDialog>
  );
}
