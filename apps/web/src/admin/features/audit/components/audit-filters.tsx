import { SIGN_IN_ACTION_LABELS, SIGN_IN_ACTIONS, SIGN_IN_ENTITY } from '@kodumasinad/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { TextField } from '../../../../components/ui/form-field';
import { dateInputOf, checkDateRange } from '../../../../lib/format';
import type { ListState } from '../../../lib/use-list-params';
import { useStaffOptions } from '../api/staff-options';

const PERIOD_MESSAGE = 'Perioodi algus peab olema enne lõppu.';

/** Staff member, entity, action and period of the log; "Rakenda" writes them to the URL. */
export function AuditFilters({ list }: { list: ListState }) {
  const current = list.params.filters;
  const staffOptions = useStaffOptions();
  const staffId = useId();
  const entitiesId = useId();
  const actionsId = useId();
  const [staff, setStaff] = useState(current.staff ?? '');
  const [entity, setEntity] = useState(current.entity ?? '');
  const [action, setAction] = useState(current.action ?? '');
  const [from, setFrom] = useState(dateInputOf(current.from));
  const [to, setTo] = useState(dateInputOf(current.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function apply(event: FormEvent) {
    event.preventDefault();
    const { from: fromDay, to: toDay, errors: found } = checkDateRange(from, to, PERIOD_MESSAGE);
    setErrors(found);
    if (found.from || found.to) return;
    list.update({
      filters: { staff, entity, action, from: fromDay, to: toDay },
    });
  }

  function clear() {
    setStaff('');
    setEntity('');
    setAction('');
    setFrom('');
    setTo('');
    setErrors({});
    list.update({ filters: { staff: '', entity: '', action: '', from: '', to: '' } });
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Auditilogi filter"
      noValidate
      className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start"
    >
      <div>
        <label htmlFor={staffId} className="mb-1 block text-sm font-medium text-slate-700">
          Töötaja
        </label>
        <select
          id={staffId}
          value={staff}
          onChange={(event) => setStaff(event.target.value)}
          className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-600"
        >
          <option value="">Kõik</option>
          {staffOptions.data?.data.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Objekt"
        placeholder="nt staff, order, sign_in"
        maxLength={50}
        list={entitiesId}
        value={entity}
        onChange={(event) => setEntity(event.target.value)}
      />
      <TextField
        label="Tegevus"
        placeholder="nt staff.update"
        maxLength={50}
        list={actionsId}
        value={action}
        onChange={(event) => setAction(event.target.value)}
      />
      {/* Suggestions: sign-ins (decision 052) are found by these values. */}
      <datalist id={entitiesId}>
        <option value={SIGN_IN_ENTITY}>Sisselogimised</option>
      </datalist>
      <datalist id={actionsId}>
        {SIGN_IN_ACTIONS.map((code) => (
          <option key={code} value={code}>
            {SIGN_IN_ACTION_LABELS[code]}
          </option>
        ))}
      </datalist>
      <DateField label="Alates" value={from} error={errors.from} onChange={setFrom} />
      <DateField label="Kuni" value={to} error={errors.to} onChange={setTo} />
      <div className="flex gap-2 lg:pt-6">
        <Button type="submit">Rakenda</Button>
        <Button variant="ghost" onClick={clear}>
          Tühjenda
        </Button>
      </div>
    </form>
  );
}
