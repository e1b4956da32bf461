import { create } from 'zustand';

/** The first page of an owner's list; "Load more" asks for this many more. */
export const PAGE_SIZE = 200;

type ListKey = readonly string[];
const nameOf = (queryKey: ListKey) => queryKey.join('/');

/**
 * How many rows each of the owner's paged lists shows, by its query key. Kept outside the key,
 * so the optimistic edits that patch a list by its key keep finding it.
 */
export const usePageSizes = create<{ sizes: Record<string, number>; more(queryKey: ListKey): void }>()((set) => ({
  sizes: {},
  more: (queryKey) =>
    set((state) => ({
      sizes: { ...state.sizes, [nameOf(queryKey)]: (state.sizes[nameOf(queryKey)] ?? PAGE_SIZE) + PAGE_SIZE },
    })),
}));

export const pageSizeOf = (queryKey: ListKey) => usePageSizes.getState().sizes[nameOf(queryKey)] ?? PAGE_SIZE;
