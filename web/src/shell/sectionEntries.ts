import { createContext, useContext } from 'react';

/**
 * What the route table and the sub-menus say about a section, handed to its index page by the shell: a screen
 * cannot import the route table, which imports every screen (import cycles, importCycles.test.ts).
 */

/** The sections that have an index page of their own (/settings, /add). */
export type IndexSection = 'settings' | 'addContent';

export interface SectionEntry {
  label: string;
  /** A path of the route table. */
  path: string;
}

export interface SectionEntries {
  /** The section's sub-menu entries, every one, built or not, in the menu's order. */
  entries(section: IndexSection): SectionEntry[];
  /** Whether the route table has the screen of this path (`hasScreen`). */
  isBuilt(path: string): boolean;
}

export const SectionEntriesContext = createContext<SectionEntries | null>(null);

/** The shell's answer; only pages inside the signed-in shell ask. */
export function useSectionEntries(): SectionEntries {
  const entries = useContext(SectionEntriesContext);
  if (!entries) throw new Error('useSectionEntries outside the signed-in shell');
  return entries;
}
