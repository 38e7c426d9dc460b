import { create } from '@sp/shared-auth';

export interface Shortcut {
  to: string;
  label: string;
}

const KEY = 'shortcuts';

function read(): Shortcut[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as Shortcut[]) : [];
  } catch {
    return [];
  }
}

interface ShortcutsState {
  items: Shortcut[];
  toggle: (item: Shortcut) => void;
}

/** SPEC C12: the user's pinned pages, kept in this browser. */
export const useShortcuts = create<ShortcutsState>()((set, get) => ({
  items: read(),
  toggle: (item) => {
    const items = get().items.some((s) => s.to === item.to)
      ? get().items.filter((s) => s.to !== item.to)
      : [...get().items, item].slice(-12);
    localStorage.setItem(KEY, JSON.stringify(items));
    set({ items });
  },
}));
