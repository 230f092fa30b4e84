import type { AdminBrand } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { TextField } from '../../../../components/ui/form-field';
import { useBrands } from '../api/brands';
import { useDeleteBrand } from '../api/delete-brand';
import { useSaveBrand } from '../api/save-brand';
import { TaxonomyDialog, useNameAndSlug, useTaxonomyForm, type TaxonomyNames } from './taxonomy-dialog';
import { TaxonomySection, type TaxonomyList } from './taxonomy-section';

const NAMES: TaxonomyNames = { one: 'kaubamärk', partitive: 'kaubamärki' };

/** "Lisa kaubamärk" / "Muuda kaubamärki": name, address in filters and brand group. */
function BrandDialog({ item: brand, onClose }: { item: AdminBrand | null; onClose(): void }) {
  const save = useSaveBrand(brand?.id ?? null);
  const form = useTaxonomyForm(save, NAMES, brand === null, onClose);
  const named = useNameAndSlug(
    form,
    { label: 'Nimi', field: 'name', value: brand?.name },
    { label: 'Aadress filtris', field: 'slug', value: brand?.slug },
  );
  const [group, setGroup] = useState(brand?.group_name ?? '');
  return (
    <TaxonomyDialog form={form} values={() => ({ name: named.name, slug: named.slug, group_name: group })}>
      {named.fields}
      <TextField
        label="Kaubamärgi grupp"
        autoComplete="off"
        value={group}
        error={form.error('group_name')}
        onChange={(event) => setGroup(event.target.value)}
      />
    </TaxonomyDialog>
  );
}

const brandList: TaxonomyList<AdminBrand> = {
  title: 'Kaubamärgid',
  names: NAMES,
  testId: 'admin-brands',
  tableTestId: 'brand-table',
  useList: useBrands,
  useRemove: useDeleteBrand,
  columns: [
    { header: 'Nimi', cell: (b) => b.name },
    { header: 'Aadress filtris', cell: (b) => b.slug },
    { header: 'Grupp', cell: (b) => b.group_name ?? '–' },
    { header: 'Tooteid', cell: (b) => b.products },
  ],
  nameOf: (b) => b.name,
  deleteQuestion: (b) => ({ title: `Kas kustutada kaubamärk „${b.name}”?` }),
  Dialog: BrandDialog,
};

/** /haldus/kaubamargid: the brands with their product counts; add, edit, delete. */
export function BrandScreen() {
  return <TaxonomySection of={brandList} />;
}
