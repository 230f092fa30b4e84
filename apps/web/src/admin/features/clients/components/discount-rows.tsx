import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { useDiscountOptions } from '../api/discount-options';
import type { ClientFormValues } from './client-form-values';

const selectClass = 'block w-full rounded-md border border-slate-500 px-3 py-2 text-sm';

/** The client's discounts (decision 004): brand and/or category, percent; the best one applies. */
export function DiscountRows(props: {
  control: Control<ClientFormValues>;
  register: UseFormRegister<ClientFormValues>;
  errors: FieldErrors<ClientFormValues>['discounts'];
}) {
  const { fields, append, remove } = useFieldArray({ control: props.control, name: 'discounts' });
  const options = useDiscountOptions();
  const brands = options.data?.brands ?? [];
  const categories = options.data?.categories ?? [];
  const parentTitle = new Map(categories.map((category) => [category.id, category.title]));
  return (
    <fieldset className="space-y-3" data-testid="client-discounts">
      <legend className="text-base font-semibold">Kliendi allahindlused</legend>
      <p className="text-sm text-slate-600">
        Allahindlus kehtib brändi ja/või kategooria toodetele; mitme sobiva korral rakendub suurim.
      </p>
      {fields.map((field, index) => {
        const rowErrors = props.errors?.[index];
        return (
          <div key={field.id} className="grid items-end gap-3 md:grid-cols-[1fr_1fr_8rem_auto]">
            <div>
              <label
                htmlFor={`discount-brand-${index}`}
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                Bränd
              </label>
              <select
                id={`discount-brand-${index}`}
                className={selectClass}
                {...props.register(`discounts.${index}.brand_id`)}
              >
                <option value="">Kõik brändid</option>
                {brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
              {rowErrors?.brand_id?.message && (
                <p className="mt-1 text-sm text-red-700">{rowErrors.brand_id.message}</p>
              )}
            </div>
            <div>
              <label
                htmlFor={`discount-category-${index}`}
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                Kategooria
              </label>
              <select
                id={`discount-category-${index}`}
                className={selectClass}
                {...props.register(`discounts.${index}.category_id`)}
              >
                <option value="">Kõik kategooriad</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.parent_id === null
                      ? category.title
                      : `${parentTitle.get(category.parent_id) ?? ''} › ${category.title}`}
                  </option>
                ))}
              </select>
              {rowErrors?.category_id?.message && (
                <p className="mt-1 text-sm text-red-700">{rowErrors.category_id.message}</p>
              )}
            </div>
            <TextField
              label="Allahindlus %"
              inputMode="decimal"
              error={rowErrors?.percent?.message}
              {...props.register(`discounts.${index}.percent`)}
            />
            <Button
              variant="secondary"
              onClick={() => remove(index)}
              aria-label={`Eemalda allahindlus ${index + 1}`}
            >
              Eemalda
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => append({ brand_id: '', category_id: '', percent: '' })}>
        Lisa allahindlus
      </Button>
    </fieldset>
  );
}
