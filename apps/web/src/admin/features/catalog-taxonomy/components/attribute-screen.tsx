import {
  ATTRIBUTE_TYPE_LABELS,
  ATTRIBUTE_TYPES,
  type AdminAttribute,
  type AttributeType,
} from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../../components/ui/select-field';
import { useAttributes } from '../api/attributes';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useSaveAttribute } from '../api/save-attribute';
import { CheckboxField } from './form-parts';
import { TaxonomyDialog, useNameAndSlug, useTaxonomyForm, type TaxonomyNames } from './taxonomy-dialog';
import { TaxonomySection, type TaxonomyList } from './taxonomy-section';

const NAMES: TaxonomyNames = { one: 'omadus', partitive: 'omadust' };

const TYPE_HINTS: Record<AttributeType, string> = {
  choice: 'Tekst valikust (nt energiaklass); filtris märkeruudud.',
  measure: 'Arv ühikuga (nt laius 60 cm); filtris märkeruudud väärtuste kaupa.',
  range: 'Arv ühikuga (nt müratase); filtris vahemik min–max.',
};

/** The allowed values as the text area shows them: one per line. */
const choicesText = (choices: string[] | null) => (choices ?? []).join('\n');

/** The allowed values typed one per line, blank lines left out. */
const choicesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** "Lisa omadus" / "Muuda omadust": name, code, unit, type, filter use and allowed values. */
function AttributeDialog({ item: attribute, onClose }: { item: AdminAttribute | null; onClose(): void }) {
  const save = useSaveAttribute(attribute?.id ?? null);
  const form = useTaxonomyForm(save, NAMES, attribute === null, onClose);
  const named = useNameAndSlug(
    form,
    { label: 'Nimi', field: 'name', value: attribute?.name },
    { label: 'Kood filtri aadressis', field: 'code', value: attribute?.code },
  );
  const [unit, setUnit] = useState(attribute?.unit ?? '');
  const [type, setType] = useState<AttributeType>(attribute?.type ?? 'choice');
  const [inFilters, setInFilters] = useState(attribute?.in_filters ?? true);
  const [choices, setChoices] = useState(choicesText(attribute?.choices ?? null));

  const choiceErrors = form.errors.choices ?? [];
  return (
    <TaxonomyDialog
      form={form}
      values={() => ({
        name: named.name,
        code: named.slug,
        unit,
        type,
        in_filters: inFilters,
        choices: type === 'choice' ? choicesOf(choices) : null,
      })}
    >
      {named.fields}
      <SelectField
        label="Tüüp"
        required
        value={type}
        options={ATTRIBUTE_TYPES.map((value) => ({ value, label: ATTRIBUTE_TYPE_LABELS[value] }))}
        error={form.error('type')}
        aria-describedby="attribute-type-hint"
        onChange={(event) => setType(event.target.value as AttributeType)}
      />
      <p id="attribute-type-hint" className="-mt-3 text-sm text-slate-600">
        {TYPE_HINTS[type]}
      </p>
      {type !== 'choice' && (
        <TextField
          label="Ühik"
          autoComplete="off"
          value={unit}
          error={form.error('unit')}
          onChange={(event) => setUnit(event.target.value)}
        />
      )}
      <CheckboxField label="Pakutakse filtrina" checked={inFilters} onChange={setInFilters} />
      {type === 'choice' && (
        <div>
          <TextAreaField
            label="Lubatud väärtused (igaüks eraldi real; tühi: kõik väärtused)"
            rows={5}
            value={choices}
            error={choiceErrors[0]}
            onChange={(event) => setChoices(event.target.value)}
          />
          {choiceErrors.length > 1 && (
            <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
              {choiceErrors.slice(1).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </TaxonomyDialog>
  );
}

const attributeList: TaxonomyList<AdminAttribute> = {
  title: 'Omadused',
  names: NAMES,
  testId: 'admin-attributes',
  tableTestId: 'attribute-table',
  useList: useAttributes,
  useRemove: useDeleteAttribute,
  columns: [
    { header: 'Nimi', cell: (a) => a.name },
    { header: 'Kood', cell: (a) => a.code },
    { header: 'Tüüp', cell: (a) => ATTRIBUTE_TYPE_LABELS[a.type] },
    { header: 'Ühik', cell: (a) => a.unit ?? '–' },
    { header: 'Filtrina', cell: (a) => (a.in_filters ? 'Jah' : 'Ei') },
    { header: 'Lubatud väärtused', cell: (a) => (a.choices === null ? 'kõik' : a.choices.join(', ')) },
    { header: 'Tooteid', cell: (a) => a.products },
  ],
  nameOf: (a) => a.name,
  deleteQuestion: (a) => ({
    title: `Kas kustutada omadus „${a.name}”?`,
    message: 'Omadus kaob ka kategooriate filtritest.',
  }),
  Dialog: AttributeDialog,
};

/** /haldus/omadused: the attributes that products carry and listings filter by. */
export function AttributeScreen() {
  return <TaxonomySection of={attributeList} />;
}
