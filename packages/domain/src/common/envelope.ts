/** The response envelope of every JSON call (DESIGN §5). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  total?: number;
}

/** Paging and sorting accepted by every list (DESIGN §5). */
export type SortOrder = 'time' | 'hot';
