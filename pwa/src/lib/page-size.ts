import { create } from 'zustand';

/** The first page of an owner's list; "Load more" asks for this many more. */
export const PAGE_SIZE = 200;

/**
 * How many rows each of the owner's paged lists shows, by its query key's path. Kept outside
 * the key, so the optimistic edits that patch a list by its key keep finding it.
 */
export const usePageSizes = create<{ sizes: Record<string, number>; more(path: string): void }>()((set) => ({
  sizes: {},
  more: (path) => set((state) => ({ sizes: { ...state.sizes, [path]: (state.sizes[path] ?? PAGE_SIZE) + PAGE_SIZE } })),
}));

export const pageSizeOf = (path: string) => usePageSizes.getState().sizes[path] ?? PAGE_SIZE;
