import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@kodumasinad/contract/admin';
import type { Ref, SelectHTMLAttributes } from 'react';
import { SelectField } from '../../../../components/ui/select-field';

type StaffSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Aktiivne (saab sisse logida)' },
  { value: 'false', label: 'Mitteaktiivne (ei saa sisse logida)' },
];

/** The role field of the staff forms, styled like the text fields, with its first message. */
export function RoleSelect(props: StaffSelectProps) {
  return <SelectField {...props} label="Roll" required placeholder="Vali roll" options={ROLE_OPTIONS} />;
}

/** Whether the account may sign in: 'true' or 'false', as the contract's `active` reads it. */
export function ActiveSelect(props: StaffSelectProps) {
  return <SelectField {...props} label="Olek" options={ACTIVE_OPTIONS} />;
}
