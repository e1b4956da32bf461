import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Fields the owner typed in and has not saved, by a key each form chooses, with what she would
 * lose ("Price of Focaccia"). The admin frame asks before she leaves a page while any is here
 * (components/leave-guard.tsx), so a number typed at the market is never lost to a stray tap.
 */
interface UnsavedChanges {
  drafts: Record<string, string>;
  mark(key: string, description: string | null): void;
  clear(): void;
}

export const useUnsavedChanges = create<UnsavedChanges>((set) => ({
  drafts: {},
  mark: (key, description) =>
    set(({ drafts }) => {
      if ((drafts[key] ?? null) === description) return { drafts };
      const { [key]: _gone, ...rest } = drafts;
      return { drafts: description === null ? rest : { ...rest, [key]: description } };
    }),
  clear: () => set({ drafts: {} }),
}));

/** Marks `key` unsaved while `description` is set, and no longer once it is null or the form goes. */
export function useUnsavedDraft(key: string, description: string | null): void {
  const mark = useUnsavedChanges((state) => state.mark);
  useEffect(() => {
    mark(key, description);
    return () => mark(key, null);
  }, [key, description, mark]);
}
