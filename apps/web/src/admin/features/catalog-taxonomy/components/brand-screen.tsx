import type { FieldErrors } from '@kodumasinad/contract';
import type { AdminBrand } from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { addToast } from '../../../../lib/state/messages';
import { useBrands } from '../api/brands';
import { useDeleteBrand } from '../api/delete-brand';
import { useSaveBrand } from '../api/save-brand';
import { DialogButtons, firstError, RowButton, serverErrors, slugFromTitle } from './form-parts';
import { ModalDialog } from '../../../components/modal-dialog';
import { TaxonomyTable, type TaxonomyColumn } from './taxonomy-table';

type Open = { kind: 'create' } | { kind: 'edit'; brand: AdminBrand } | null;

/** "Lisa kaubamärk" / "Muuda kaubamärki": name, address in filters and brand group. */
function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose(): void }) {
  const save = useSaveBrand(brand?.id ?? null);
  const [name, setName] = useState(brand?.name ?? '');
  const [slug, setSlug] = useState(brand?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(brand !== null);
  const [group, setGroup] = useState(brand?.group_name ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ name, slug, group_name: group });
      addToast(brand === null ? 'Kaubamärk on lisatud.' : 'Kaubamärk on salvestatud.');
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <ModalDialog wide title={brand === null ? 'Lisa kaubamärk' : 'Muuda kaubamärki'} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Nimi"
          required
          autoComplete="off"
          value={name}
          error={firstError(errors, 'name')}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugTouched) setSlug(slugFromTitle(event.target.value));
          }}
        />
        <TextField
          label="Aadress filtris"
          required
          autoComplete="off"
          value={slug}
          error={firstError(errors, 'slug')}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugTouched(true);
          }}
        />
        <TextField
          label="Kaubamärgi grupp"
          autoComplete="off"
          value={group}
          error={firstError(errors, 'group_name')}
          onChange={(event) => setGroup(event.target.value)}
        />
        <DialogButtons onCancel={onClose} saving={save.isPending} />
      </form>
    </ModalDialog>
  );
}

/** /haldus/kaubamargid: the brands with their product counts; add, edit, delete. */
export function BrandScreen() {
  const brands = useBrands();
  const remove = useDeleteBrand();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<Open>(null);

  const onDelete = async (brand: AdminBrand) => {
    const sure = await confirm({
      title: `Kas kustutada kaubamärk „${brand.name}”?`,
      confirmLabel: 'Kustuta',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(brand.id);
    } catch {
      // the message area says why (e.g. it still has products)
    }
  };

  const columns: TaxonomyColumn<AdminBrand>[] = [
    { header: 'Nimi', cell: (b) => b.name },
    { header: 'Aadress filtris', cell: (b) => b.slug },
    { header: 'Grupp', cell: (b) => b.group_name ?? '–' },
    { header: 'Tooteid', cell: (b) => b.products },
    {
      header: 'Tegevused',
      cell: (b) => (
        <span className="flex flex-wrap gap-2">
          <RowButton target={b.name} onClick={() => setOpen({ kind: 'edit', brand: b })}>
            Muuda
          </RowButton>
          <RowButton target={b.name} onClick={() => void onDelete(b)}>
            Kustuta
          </RowButton>
        </span>
      ),
    },
  ];

  return (
    <section data-testid="admin-brands" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Kaubamärgid</PageTitle>
        <Button onClick={() => setOpen({ kind: 'create' })}>Lisa kaubamärk</Button>
      </div>
      {brands.data ? (
        <TaxonomyTable
          caption="Kaubamärgid"
          testId="brand-table"
          columns={columns}
          rows={brands.data.data}
          rowKey={(b) => b.id}
        />
      ) : (
        <p className="text-slate-500">Laen…</p>
      )}
      {open && <BrandDialog brand={open.kind === 'edit' ? open.brand : null} onClose={() => setOpen(null)} />}
      {dialog}
    </section>
  );
}
