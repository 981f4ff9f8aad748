import { useCallback, useState } from 'react';

/** A selected item of a creator list: its kind letter (as `project_type`: v, m; a for articles), id and name. */
export interface BulkItem {
  kind: 'v' | 'm' | 'a';
  id: number;
  name: string;
}

const keyOf = (i: Pick<BulkItem, 'kind' | 'id'>) => `${i.kind}${i.id}`;

/** The checked cards of a list page, kept across re-renders and cleared after an action. */
export function useBulkSelection() {
  const [selected, setSelected] = useState<Map<string, BulkItem>>(new Map());
  const isSelected = useCallback((i: Pick<BulkItem, 'kind' | 'id'>) => selected.has(keyOf(i)), [selected]);
  const toggle = useCallback((i: BulkItem, on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(keyOf(i), i);
      else next.delete(keyOf(i));
      return next;
    });
  }, []);
  const setAll = useCallback((items: BulkItem[], on: boolean) => {
    setSelected((prev) => {
      const next = new Map(prev);
      for (const i of items) {
        if (on) next.set(keyOf(i), i);
        else next.delete(keyOf(i));
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected: [...selected.values()], isSelected, toggle, setAll, clear };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;
