import { createContext } from 'react';

/** How a row marks itself read (issue 24): given by the list, used by each unread MessageItem. */
export const MarkOneContext = createContext<{ mark: (id: number) => void; label: string } | null>(null);
