import { useMemo } from 'react';
import { useActionData } from 'react-router';
import type { LeadFormInitial } from '../components/lead-form/use-lead-form.ts';
import type { leadFormAction } from './lead-form-action.ts';

export interface LeadFormPost {
  idempotencyKey: string;
  initial?: LeadFormInitial | undefined;
  /** Where the plain form posts, when not to its own page (the footer's form). */
  action?: string;
}

/**
 * LeadForm's `post` prop: the page's key, and its failed plain post's answer if any. The
 * same object from render to render, so a memo'd deferred form (car-lead-panel.tsx) is not
 * re-rendered while it waits for its chunk.
 */
export function useLeadFormPost(idempotencyKey: string): LeadFormPost {
  const posted = useActionData<typeof leadFormAction>();
  return useMemo(() => {
    const initial =
      posted && !posted.ok
        ? { values: posted.values, fieldErrors: posted.fieldErrors, message: posted.message }
        : undefined;
    return { idempotencyKey, initial };
  }, [idempotencyKey, posted]);
}
