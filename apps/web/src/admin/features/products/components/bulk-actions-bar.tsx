import { parseDecimal, parseHundredths } from '@kodumasinad/contract';
import type { AdminProductOptions, ProductBulkAction } from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../../components/ui/select-field';
import { isApiError } from '../../../../lib/api/api-error';
import { parseDateInput } from '../../../../lib/format';
import { addToast } from '../../../../lib/state/messages';
import { useBulkProducts, type ProductBulkBody } from '../api/bulk-products';

const ACTIONS: { value: ProductBulkAction; label: string }[] = [
  { value: 'hide', label: 'Peida' },
  { value: 'show', label: 'Näita poes' },
  { value: 'move', label: 'Vii teise kategooriasse' },
  { value: 'campaign', label: 'Alusta kampaaniat' },
  { value: 'end_campaign', label: 'Lõpeta kampaania' },
  { value: 'price_percent', label: 'Muuda hindu protsendi võrra' },
];

/** A number typed with a decimal comma; what cannot be read goes as typed, for the contract's message. */
function typed(text: string, read: (text: string) => number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return read(trimmed) ?? (trimmed as unknown as number);
}

/** The actions on the selected rows of the product list. */
export function BulkActionsBar({
  ids,
  categories,
  onDone,
}: {
  ids: number[];
  categories: AdminProductOptions['categories'];
  onDone(): void;
}) {
  const bulk = useBulkProducts();
  const [action, setAction] = useState<ProductBulkAction | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [percent, setPercent] = useState('');
  const [campaignBy, setCampaignBy] = useState<'percent' | 'price'>('percent');
  const [campaign, setCampaign] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const parents = new Set(categories.map((c) => c.parent_id));
  const leaves = categories
    .filter((c) => !parents.has(c.id))
    .map((c) => ({ value: String(c.id), label: c.title }))
    .sort((a, b) => a.label.localeCompare(b.label, 'et'));

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (action === '') return;
    const body: ProductBulkBody = { ids, action };
    if (action === 'move') body.category_id = categoryId === '' ? null : Number(categoryId);
    if (action === 'price_percent') body.percent = typed(percent, (text) => parseDecimal(text, 2));
    if (action === 'campaign') {
      if (campaignBy === 'percent') body.campaign_percent = typed(campaign, (text) => parseDecimal(text, 2));
      else body.campaign_price = typed(campaign, parseHundredths);
      body.discount_start = start.trim() === '' ? null : (parseDateInput(start) ?? start);
      body.discount_end = end.trim() === '' ? null : (parseDateInput(end) ?? end);
    }
    setErrors({});
    try {
      const reply = await bulk.mutateAsync(body);
      addToast(`Muudetud ${reply.updated} toodet.`);
      onDone();
    } catch (error) {
      if (isApiError(error))
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).flatMap(([key, messages]) =>
              messages[0] === undefined ? [] : [[key, messages[0]]],
            ),
          ),
        );
    }
  }

  return (
    <form
      onSubmit={(event) => void apply(event)}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-md border border-brand-200 bg-brand-50 p-3"
      aria-label="Valitud toodete muutmine"
      data-testid="bulk-actions"
    >
      <p className="self-center text-sm font-medium">Valitud {ids.length}</p>
      <SelectField
        label="Tegevus"
        placeholder="Vali tegevus"
        options={ACTIONS}
        value={action}
        error={errors.action}
        onChange={(event) => setAction(event.target.value as ProductBulkAction | '')}
      />
      {action === 'move' && (
        <SelectField
          label="Uus kategooria"
          placeholder="Vali kategooria"
          options={leaves}
          value={categoryId}
          error={errors.category_id}
          onChange={(event) => setCategoryId(event.target.value)}
        />
      )}
      {action === 'price_percent' && (
        <TextField
          label="Muutus (%)"
          inputMode="decimal"
          placeholder="nt 5 või -10"
          value={percent}
          error={errors.percent}
          onChange={(event) => setPercent(event.target.value)}
        />
      )}
      {action === 'campaign' && (
        <>
          <SelectField
            label="Kampaania"
            options={[
              { value: 'percent', label: 'Allahindlus %' },
              { value: 'price', label: 'Hind € (km-ta)' },
            ]}
            value={campaignBy}
            onChange={(event) => setCampaignBy(event.target.value as 'percent' | 'price')}
          />
          <TextField
            label={campaignBy === 'percent' ? 'Allahindlus (%)' : 'Kampaaniahind (€)'}
            inputMode="decimal"
            value={campaign}
            error={errors.campaign_price ?? errors.campaign_percent}
            onChange={(event) => setCampaign(event.target.value)}
          />
          <DateField label="Algus" value={start} error={errors.discount_start} onChange={setStart} />
          <DateField label="Lõpp" value={end} error={errors.discount_end} onChange={setEnd} />
        </>
      )}
      <Button type="submit" disabled={action === '' || bulk.isPending}>
        Rakenda
      </Button>
      {errors.ids && <p className="text-sm text-red-700">{errors.ids}</p>}
    </form>
  );
}
