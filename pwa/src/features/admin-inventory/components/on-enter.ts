import type { FormEvent } from 'react';

/**
 * A field's form submits on Enter as its Save button does; with nothing changed, Enter does
 * nothing (no edit of a value to itself is queued).
 */
export const onEnter = (changed: boolean, save: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  if (changed) void save();
};
