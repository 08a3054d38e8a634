import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { FormFeedback } from './form-feedback';

/**
 * After a refused save, the first field with an error takes the focus, so a keyboard or screen-reader
 * user lands where the work is (WCAG 3.3.1); without one, the form's own message (an alert) is read
 * out where it is. Call it in the form's observer; put the returned ref on the form.
 */
export function useFocusOnRefusal<F extends string, P extends string>(
  feedback: FormFeedback<F, P>,
): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  const refusals = feedback.refusals;
  useEffect(() => {
    if (refusals === 0) return;
    // A group without a field in error (a list that needs an entry) offers its first control instead.
    form.current
      ?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset.field--invalid :is(input, [role="spinbutton"], button)',
      )
      ?.focus();
  }, [refusals]);
  return form;
}
