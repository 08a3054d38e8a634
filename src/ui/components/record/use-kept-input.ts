import { when } from 'mobx';
import { useEffect } from 'react';
import type { KeepsInput } from '../../../application/platform/form-keeper';
import { useServices } from '../../services-context';

/** A form that keeps its input through a new sign-in: ready once what it shows has loaded. */
export interface KeptForm extends KeepsInput {
  /** Whether the form has what it loaded (a record, its choices), so kept input goes over it. */
  readonly inputReady: boolean;
}

/**
 * While the form is shown, what is typed in it is kept if the session ends (a save answered 401); when
 * the same user signs in again and the same form opens, it is put back over what the form loaded, once.
 */
export function useKeptInput(form: KeptForm | null): void {
  const { forms, session } = useServices();
  useEffect(() => {
    if (!form) return;
    const unregister = forms.register(form);
    const restore = when(
      () => form.inputReady,
      () => {
        const input = forms.take(form.inputKey, session.user?.id ?? null);
        if (input !== null) form.restoreInput(input);
      },
    );
    return () => {
      restore();
      unregister();
    };
  }, [form, forms, session]);
}

/** The named fields of a form's view-model, as its kept input. */
export function pickInput<T extends object, K extends keyof T>(form: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, form[field]])) as Pick<T, K>;
}
