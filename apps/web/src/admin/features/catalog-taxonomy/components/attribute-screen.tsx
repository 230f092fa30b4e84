import type { FieldErrors } from '@kodumasinad/contract';
import {
  ATTRIBUTE_TYPE_LABELS,
  ATTRIBUTE_TYPES,
  type AdminAttribute,
  type AttributeType,
} from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { SelectField } from '../../../../components/ui/select-field';
import { addToast } from '../../../../lib/state/messages';
import { useAttributes } from '../api/attributes';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useSaveAttribute } from '../api/save-attribute';
import {
  CheckboxField,
  DialogButtons,
  firstError,
  RowButton,
  serverErrors,
  slugFromTitle,
} from './form-parts';
import { ModalDialog } from '../../../components/modal-dialog';
import { TaxonomyTable, type TaxonomyColumn } from './taxonomy-table';

type Open = { kind: 'create' } | { kind: 'edit'; attribute: AdminAttribute } | null;

const TYPE_HINTS: Record<AttributeType, string> = {
  choice: 'Tekst valikust (nt energiaklass); filtris märkeruudud.',
  measure: 'Arv ühikuga (nt laius 60 cm); filtris märkeruudud väärtuste kaupa.',
  range: 'Arv ühikuga (nt müratase); filtris vahemik min–max.',
};

/** The allowed values as the text area shows them: one per line. */
const choicesText = (choices: string[] | null) => (choices ?? []).join('\n');

/** "Lisa omadus" / "Muuda omadust": name, code, unit, type, filter use and allowed values. */
function AttributeDialog({ attribute, onClose }: { attribute: AdminAttribute | null; onClose(): void }) {
  const save = useSaveAttribute(attribute?.id ?? null);
  const [name, setName] = useState(attribute?.name ?? '');
  const [code, setCode] = useState(attribute?.code ?? '');
  const [codeTouched, setCodeTouched] = useState(attribute !== null);
  const [unit, setUnit] = useState(attribute?.unit ?? '');
  const [type, setType] = useState<AttributeType>(attribute?.type ?? 'choice');
  const [inFilters, setInFilters] = useState(attribute?.in_filters ?? true);
  const [choices, setChoices] = useState(choicesText(attribute?.choices ?? null));
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const list = choices
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    try {
      await save.mutateAsync({
        name,
        code,
        unit,
        type,
        in_filters: inFilters,
        choices: type === 'choice' ? list : null,
      });
      addToast(attribute === null ? 'Omadus on lisatud.' : 'Omadus on salvestatud.');
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const choiceErrors = errors.choices ?? [];
  return (
    <ModalDialog wide title={attribute === null ? 'Lisa omadus' : 'Muuda omadust'} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Nimi"
          required
          autoComplete="off"
          value={name}
          error={firstError(errors, 'name')}
          onChange={(event) => {
            setName(event.target.value);
            if (!codeTouched) setCode(slugFromTitle(event.target.value));
          }}
        />
        <TextField
          label="Kood filtri aadressis"
          required
          autoComplete="off"
          value={code}
          error={firstError(errors, 'code')}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeTouched(true);
          }}
        />
        <SelectField
          label="Tüüp"
          required
          value={type}
          options={ATTRIBUTE_TYPES.map((value) => ({ value, label: ATTRIBUTE_TYPE_LABELS[value] }))}
          error={firstError(errors, 'type')}
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
            error={firstError(errors, 'unit')}
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
        <DialogButtons onCancel={onClose} saving={save.isPending} />
      </form>
    </ModalDialog>
  );
}

/** /haldus/omadused: the attributes that products carry and listings filter by. */
export function AttributeScreen() {
  const attributes = useAttributes();
  const remove = useDeleteAttribute();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<Open>(null);

  const onDelete = async (attribute: AdminAttribute) => {
    const sure = await confirm({
      title: `Kas kustutada omadus „${attribute.name}”?`,
      message: 'Omadus kaob ka kategooriate filtritest.',
      confirmLabel: 'Kustuta',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(attribute.id);
    } catch {
      // the message area says why (e.g. products use it)
    }
  };

  const columns: TaxonomyColumn<AdminAttribute>[] = [
    { header: 'Nimi', cell: (a) => a.name },
    { header: 'Kood', cell: (a) => a.code },
    { header: 'Tüüp', cell: (a) => ATTRIBUTE_TYPE_LABELS[a.type] },
    { header: 'Ühik', cell: (a) => a.unit ?? '–' },
    { header: 'Filtrina', cell: (a) => (a.in_filters ? 'Jah' : 'Ei') },
    { header: 'Lubatud väärtused', cell: (a) => (a.choices === null ? 'kõik' : a.choices.join(', ')) },
    { header: 'Tooteid', cell: (a) => a.products },
    {
      header: 'Tegevused',
      cell: (a) => (
        <span className="flex flex-wrap gap-2">
          <RowButton target={a.name} onClick={() => setOpen({ kind: 'edit', attribute: a })}>
            Muuda
          </RowButton>
          <RowButton target={a.name} onClick={() => void onDelete(a)}>
            Kustuta
          </RowButton>
        </span>
      ),
    },
  ];

  return (
    <section data-testid="admin-attributes" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Omadused</PageTitle>
        <Button onClick={() => setOpen({ kind: 'create' })}>Lisa omadus</Button>
      </div>
      {attributes.data ? (
        <TaxonomyTable
          caption="Omadused"
          testId="attribute-table"
          columns={columns}
          rows={attributes.data.data}
          rowKey={(a) => a.id}
        />
      ) : (
        <p className="text-slate-500">Laen…</p>
      )}
      {open && (
        <AttributeDialog
          attribute={open.kind === 'edit' ? open.attribute : null}
          onClose={() => setOpen(null)}
        />
      )}
      {dialog}
    </section>
  );
}
