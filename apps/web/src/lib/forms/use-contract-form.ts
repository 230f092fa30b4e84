import type { FormDef, FormValues } from '@kodumasinad/contract';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { contractResolver, FORM_TRIGGERS } from './contract-resolver';
import { applyServerErrors } from './server-errors';

interface ContractFormOptions<V extends FieldValues> {
  /** The first values; their names are also the fields a 422's messages may land on. */
  defaultValues: DefaultValues<V>;
  /** Sends the checked values and does what follows; a 422's messages go on the fields. */
  submit(values: V): Promise<unknown>;
}

/**
 * A form of the shop or the back-office (SPEC §5): react-hook-form checking on input and blur by
 * the contract's rules (or another resolver), `submit` on a valid submit, the server's 422
 * messages put on the fields. `field(name)` is a field's registration with its first message,
 * for `<TextField {...field('name')} />`; `onSubmit` goes straight on the `<form>`.
 */
export function useContractForm<F extends FormDef>(
  form: F,
  options: ContractFormOptions<FormValues<F>>,
): ContractForm<FormValues<F>>;
export function useContractForm<V extends FieldValues>(
  resolver: Resolver<V>,
  options: ContractFormOptions<V>,
): ContractForm<V>;
export function useContractForm<V extends FieldValues>(
  rules: FormDef | Resolver<V>,
  { defaultValues, submit }: ContractFormOptions<V>,
): ContractForm<V> {
  const resolver = typeof rules === 'function' ? rules : (contractResolver(rules) as Resolver<V>);
  const methods = useForm<V>({ ...FORM_TRIGGERS, resolver, defaultValues });
  const { errors, isSubmitting } = methods.formState;
  const fields = Object.keys(defaultValues) as FieldPath<V>[];
  const send = methods.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerErrors(error, fields, methods.setError);
    }
  });
  return {
    ...methods,
    errors,
    isSubmitting,
    onSubmit: (event) => void send(event),
    field: (name) => ({
      ...methods.register(name),
      error: (errors as Partial<Record<string, FieldError>>)[name]?.message,
    }),
  };
}

export type ContractForm<V extends FieldValues> = ReturnType<typeof useForm<V>> & {
  errors: ReturnType<typeof useForm<V>>['formState']['errors'];
  isSubmitting: boolean;
  onSubmit(event?: BaseSyntheticEvent): void;
  field(name: FieldPath<V>): UseFormRegisterReturn<FieldPath<V>> & { error: string | undefined };
};
