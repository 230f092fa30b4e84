import type {
  ImportKey,
  ImportMapping,
  ImportPreviewReply,
  ImportProfile,
} from '@kodumasinad/contract/admin';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { SelectField } from '../../../../components/ui/select-field';
import { isApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format';
import { useImportPreview } from '../api/import-preview';
import { useImportProfileSave } from '../api/import-profile-save';
import { useImportProfiles } from '../api/import-profiles';
import { useImportStart } from '../api/import-start';
import { useImports } from '../api/imports-list';
import { IMPORT_STATUS_LABELS } from './import-labels';

type Mode = 'all' | 'prices' | 'listed';

const MODES: { value: Mode; label: string }[] = [
  { value: 'all', label: 'Kõik vastendatud väljad (lisab ka uued tooted)' },
  { value: 'prices', label: 'Ainult hinnad' },
  { value: 'listed', label: 'Ainult valitud väljad' },
];

const KEYS: { value: ImportKey; label: string }[] = [
  { value: 'code', label: 'Tootekood' },
  { value: 'supplier_code', label: 'Tarnija kood' },
];

/** A profile's mapping laid over the file's columns (columns it does not name stay unmapped). */
function fromProfile(columns: readonly string[], profile: ImportProfile): ImportMapping {
  return Object.fromEntries(columns.map((column) => [column, profile.mapping[column] ?? '']));
}

/**
 * /haldus/import — "Toodete import": choose a CSV or XLSX file, check the mapping of its columns
 * to fields (guessed from the header, or loaded from a supplier's saved profile), the key and the
 * options, then "Alusta kontrolli" starts the dry run and opens the import at /haldus/import/{id}.
 */
export function ImportScreen() {
  const fileId = useId();
  const zipId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const previewCall = useImportPreview();
  const startCall = useImportStart();
  const profiles = useImportProfiles();
  const saveProfile = useImportProfileSave();
  const recent = useImports();
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreviewReply | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [key, setKey] = useState<ImportKey>('code');
  const [mode, setMode] = useState<Mode>('all');
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  const [hideMissing, setHideMissing] = useState(false);
  const [supplier, setSupplier] = useState('');
  const [profileName, setProfileName] = useState('');
  const [profileId, setProfileId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function choose(chosen: File | undefined) {
    if (chosen === undefined) return;
    setErrors({});
    setPreview(null);
    try {
      const reply = await previewCall.mutateAsync(chosen);
      setFile(chosen);
      setPreview(reply);
      setMapping(reply.mapping);
      setFields(new Set(Object.values(reply.mapping).filter((field) => field !== '')));
    } catch (failure) {
      if (isApiError(failure)) setErrors({ file: failure.errors.file?.[0] ?? failure.message });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  function loadProfile(id: string) {
    const profile = profiles.data?.find((candidate) => String(candidate.id) === id);
    if (profile === undefined || preview === null) {
      setProfileId(null);
      return;
    }
    setProfileId(profile.id);
    setMapping(fromProfile(preview.columns, profile));
    setKey(profile.key);
    setSupplier(profile.supplier);
    setProfileName(profile.name);
  }

  async function save() {
    try {
      const saved = await saveProfile.mutateAsync({
        id: profileId,
        profile: { name: profileName, supplier, mapping, key },
      });
      setProfileId(saved.id);
      setErrors({});
    } catch (failure) {
      if (isApiError(failure))
        setErrors({ name: failure.errors.name?.[0], supplier: failure.errors.supplier?.[0] });
    }
  }

  async function start() {
    if (file === null) return;
    try {
      const created = await startCall.mutateAsync({
        file,
        pictures: zip,
        mapping,
        key,
        options: {
          mode,
          fields: [...fields],
          hide_missing: hideMissing,
          supplier: supplier.trim() === '' ? null : supplier.trim(),
        },
      });
      await navigate(`/haldus/import/${created.id}`);
    } catch (failure) {
      if (isApiError(failure))
        setErrors({
          mapping: failure.errors.mapping?.join(' '),
          supplier: failure.errors.supplier?.[0] ?? failure.errors.options?.[0],
          file: failure.errors.file?.[0],
          pictures: failure.errors.pictures?.join(' '),
        });
    }
  }

  const fieldOptions = preview?.fields ?? [];
  const supplierProfiles = profiles.data ?? [];

  return (
    <section className="space-y-6" data-testid="import-screen">
      <PageTitle>Toodete import</PageTitle>
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
          Tarnija fail (CSV või XLSX, kuni 100 000 rida ja 50 MB)
        </label>
        <input
          ref={input}
          id={fileId}
          name="file"
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={errors.file !== undefined}
          aria-describedby={errors.file === undefined ? undefined : `${fileId}-error`}
          disabled={previewCall.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block text-sm"
        />
        {errors.file !== undefined && (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-700">
            {errors.file}
          </p>
        )}
      </div>

      {preview !== null && (
        <div className="space-y-6">
          <p className="text-sm text-slate-700">
            Fail: <strong>{file?.name}</strong>, {preview.columns.length} veergu.
          </p>
          {supplierProfiles.length > 0 && (
            <SelectField
              label="Lae tarnija profiil"
              placeholder="Vali profiil"
              value={profileId === null ? '' : String(profileId)}
              onChange={(event) => loadProfile(event.target.value)}
              options={supplierProfiles.map((profile) => ({
                value: String(profile.id),
                label: `${profile.supplier}: ${profile.name}`,
              }))}
            />
          )}

          <div
            className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
            tabIndex={0}
            role="region"
            aria-label="Veergude vastendus"
          >
            <table className="w-full text-sm" data-testid="import-mapping">
              <caption className="mb-2 text-left font-medium text-slate-800">Veergude vastendus</caption>
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 pr-3">Faili veerg</th>
                  <th className="py-1 pr-3">Näide</th>
                  <th className="py-1">Väli</th>
                </tr>
              </thead>
              <tbody>
                {preview.columns.map((column, index) => (
                  <tr key={`${column}-${index}`} className="border-t border-slate-200 align-top">
                    <th scope="row" className="py-1 pr-3 text-left font-medium">
                      {column}
                    </th>
                    <td className="py-1 pr-3 text-slate-600">{preview.rows[0]?.[index] ?? ''}</td>
                    <td className="py-1">
                      <select
                        aria-label={`Veeru „${column}” väli`}
                        value={mapping[column] ?? ''}
                        onChange={(event) => setMapping({ ...mapping, [column]: event.target.value })}
                        className="rounded-md border border-slate-500 bg-white px-2 py-1 text-sm"
                      >
                        <option value="">— ei impordi —</option>
                        {fieldOptions.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.mapping !== undefined && (
            <p className="text-sm text-red-700" role="alert">
              {errors.mapping}
            </p>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Võti (mille järgi tooted leitakse)"
              value={key}
              onChange={(event) => setKey(event.target.value as ImportKey)}
              options={KEYS}
            />
            <SelectField
              label="Mida uuendada"
              value={mode}
              onChange={(event) => setMode(event.target.value as Mode)}
              options={MODES}
            />
          </div>
          {mode === 'listed' && (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-700">Uuendatavad väljad</legend>
              {Object.values(mapping)
                .filter((field) => field !== '')
                .map((field) => (
                  <label key={field} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={fields.has(field)}
                      onChange={(event) => {
                        const next = new Set(fields);
                        if (event.target.checked) next.add(field);
                        else next.delete(field);
                        setFields(next);
                      }}
                    />
                    {fieldOptions.find((option) => option.value === field)?.label ?? field}
                  </label>
                ))}
            </fieldset>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Tarnija"
              value={supplier}
              error={errors.supplier}
              onChange={(event) => setSupplier(event.target.value)}
            />
            <label className="flex items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={hideMissing}
                onChange={(event) => setHideMissing(event.target.checked)}
              />
              Peida selle tarnija tooted, mida failis ei ole
            </label>
          </div>

          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64">
              <TextField
                label="Profiili nimi"
                value={profileName}
                error={errors.name}
                onChange={(event) => setProfileName(event.target.value)}
              />
            </div>
            <Button variant="secondary" onClick={() => void save()} disabled={saveProfile.isPending}>
              Salvesta profiil
            </Button>
          </div>

          <div>
            <label htmlFor={zipId} className="mb-1 block text-sm font-medium text-slate-700">
              Pildid ZIP-failina (valikuline, kuni 50 MB)
            </label>
            <p id={`${zipId}-hint`} className="mb-1 text-sm text-slate-600">
              Failinimi on tootekood: KOOD.jpg, KOOD-2.png, KOOD_3.webp. Pildiaadressidega veerud vastenda
              väljale „Pildid”.
            </p>
            <input
              id={zipId}
              name="pictures"
              type="file"
              accept=".zip,application/zip"
              aria-invalid={errors.pictures !== undefined}
              aria-describedby={`${zipId}-hint${errors.pictures === undefined ? '' : ` ${zipId}-error`}`}
              onChange={(event) => setZip(event.target.files?.[0] ?? null)}
              className="block text-sm"
            />
            {errors.pictures !== undefined && (
              <p id={`${zipId}-error`} className="mt-1 text-sm text-red-700">
                {errors.pictures}
              </p>
            )}
          </div>

          <Button onClick={() => void start()} disabled={startCall.isPending}>
            Alusta kontrolli
          </Button>
        </div>
      )}

      {(recent.data?.length ?? 0) > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold">Viimased impordid</h2>
          <ul className="space-y-1 text-sm" data-testid="recent-imports">
            {recent.data?.map((item) => (
              <li key={item.id}>
                <Link to={`/haldus/import/${item.id}`} className="text-brand-700 underline">
                  {item.filename}
                </Link>{' '}
                — {IMPORT_STATUS_LABELS[item.status]}, {formatDate(item.created_at)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
