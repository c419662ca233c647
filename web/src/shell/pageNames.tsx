import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The names of what a screen shows, as its own query loaded them: the shell puts them in the breadcrumb,
 * the sub-menu and the document title instead of 'Element', 'Zestaw' or a slug (no extra request).
 */
export interface PageNames {
  collection?: string;
  /** The collection's slug, for an address that names only a record inside it (a category's edit screen). */
  collectionSlug?: string;
  element?: string;
  kit?: string;
  elementCategory?: string;
  fabricFamily?: string;
  finish?: string;
  fabric?: string;
  /** The customer's e-mail. */
  clientConfiguration?: string;
  /** A user's name (change password). */
  user?: string;
}

/** The records a route's title may be the name of (route table: `named`). */
export type NamedRecord = Exclude<keyof PageNames, 'collectionSlug'>;

interface Published {
  /** Names hold for the page that published them only: another address never shows a stale name. */
  pathname: string;
  names: PageNames;
}

const NO_NAMES: PageNames = {};
const NamesContext = createContext<PageNames>(NO_NAMES);
const PublishContext = createContext<(published: Published) => void>(() => undefined);

/** Holds the current page's names for the shell's parts; the page itself (children) does not re-render with them. */
export function PageNamesProvider({ children }: { children: ReactNode }) {
  const [published, setPublished] = useState<Published | null>(null);
  const { pathname } = useLocation();
  const names = published?.pathname === pathname ? published.names : NO_NAMES;
  return (
    <PublishContext value={setPublished}>
      <NamesContext value={names}>{children}</NamesContext>
    </PublishContext>
  );
}

/** The names the current page published (none yet: empty). */
export function usePublishedNames(): PageNames {
  return useContext(NamesContext);
}

/**
 * A screen says what it shows, one line: `usePageNames({ collection: data.collection.name, element: data.name })`.
 * Published before the browser paints (a layout effect), so the breadcrumb never flashes 'Element' first.
 */
export function usePageNames(names: PageNames): void {
  const publish = useContext(PublishContext);
  const { pathname } = useLocation();
  const { collection, collectionSlug, element, kit, elementCategory, fabricFamily, fabric, finish, clientConfiguration, user } = names;
  useLayoutEffect(() => {
    publish({ pathname, names: { collection, collectionSlug, element, kit, elementCategory, fabricFamily, fabric, finish, clientConfiguration, user } });
  }, [publish, pathname, collection, collectionSlug, element, kit, elementCategory, fabricFamily, fabric, finish, clientConfiguration, user]);
}
