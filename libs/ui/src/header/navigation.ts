import { stripLocale } from '@oriel/i18n';

/** What the header needs from the two SPEC §7 calls (collections and categories). */
export interface HeaderMenu {
  collections: { name: string; slug: string }[];
  categories: { name: string; slug: string; first_lvl_sub_categories: { name: string; slug: string }[] }[];
  /**
   * The campaign the "Discovery trial" link opens: the one whose file says `header: true`.
   * Without one the link opens the hub, /discovery-trial.
   */
  discoveryTrialSlug?: string | null;
  /** Each mega-menu's featured picture, by the key of the page its section is about (content: `menuFeature`). */
  features?: Readonly<Record<string, NavFeature>>;
}

/** A mega-menu's featured picture: a kicker and caption in the page's language, and the page it opens. */
export interface NavFeature {
  kicker: string;
  caption: string;
  /** A locale-free path of the site. */
  href: string;
  image: { url: string; width: number; height: number; sources?: readonly { type: string; srcSet: string }[]; focus?: { x: number; y: number } };
}

/** SPEC §2: the "Discovery trial" link opens the campaign named in the data, else the hub. */
export function discoveryTrialTarget(slug: string | null | undefined): string {
  return slug ? `/discovery-trial/${encodeURIComponent(slug)}` : '/discovery-trial';
}

/** A leaf of a submenu: a message id (fixed entries) or a name from the data service. */
export interface NavLeaf {
  key: string;
  to: string;
  labelId?: string;
  label?: string;
}

/** A titled group of leaves inside a submenu (the makeup categories). */
export interface NavGroup {
  key: string;
  title: string;
  /** The group title links here (the category page), when set. */
  to?: string;
  leaves: NavLeaf[];
}

export interface NavSection {
  id: 'news' | 'fragrance' | 'makeup' | 'home-fragrance' | 'universe' | 'discovery-trial';
  labelId: string;
  /** The section's own page; sections without one (News, Home fragrance, Universe) only open their submenu. */
  to?: string;
  groups: NavGroup[];
  /** Locale-free path prefixes (whole segments) under which the section is highlighted. */
  activeFor: string[];
  /** The key of the page whose `menuFeature` the section's mega-menu shows beside its links. */
  featurePage?: 'new-arrivals' | 'fragrance' | 'makeup' | 'home-fragrance' | 'about';
}

/** The main navigation of SPEC §2 "Header navigation", in order. */
export function buildNavigation(menu: HeaderMenu): NavSection[] {
  return [
    {
      id: 'news',
      featurePage: 'new-arrivals',
      labelId: 'nav.news',
      groups: [
        {
          key: 'news',
          title: '',
          leaves: [
            { key: 'new-arrivals', to: '/new-arrivals', labelId: 'nav.newArrivals' },
            { key: 'article', to: '/article', labelId: 'nav.articles' },
          ],
        },
      ],
      activeFor: ['/new-arrivals', '/article'],
    },
    {
      id: 'fragrance',
      featurePage: 'fragrance',
      labelId: 'nav.fragrance',
      to: '/fragrance',
      groups: [
        {
          key: 'collections',
          title: '',
          leaves: menu.collections.map((c) => ({ key: c.slug, to: `/fragrance/${c.slug}`, label: c.name })),
        },
      ],
      activeFor: ['/fragrance'],
    },
    {
      id: 'makeup',
      featurePage: 'makeup',
      labelId: 'nav.makeup',
      to: '/makeup',
      groups: menu.categories.map((category) => ({
        key: category.slug,
        title: category.name,
        to: `/makeup/${category.slug}`,
        leaves: category.first_lvl_sub_categories.map((sub) => ({
          key: sub.slug,
          to: `/makeup/${category.slug}?sub=${encodeURIComponent(sub.slug)}`,
          label: sub.name,
        })),
      })),
      activeFor: ['/makeup'],
    },
    {
      id: 'home-fragrance',
      featurePage: 'home-fragrance',
      labelId: 'nav.homeFragrance',
      groups: [
        {
          key: 'home-fragrance',
          title: '',
          leaves: [
            { key: 'at-home', to: '/home-fragrance', labelId: 'nav.atHomeCollection' },
            { key: 'warranty', to: '/home-fragrance-warranty', labelId: 'nav.warranty' },
          ],
        },
      ],
      activeFor: ['/home-fragrance', '/home-fragrance-warranty'],
    },
    {
      id: 'universe',
      featurePage: 'about',
      labelId: 'nav.universe',
      groups: [
        {
          key: 'universe',
          title: '',
          leaves: [
            { key: 'about', to: '/about', labelId: 'nav.about' },
            { key: 'exclusive-rewards', to: '/exclusive-rewards', labelId: 'nav.exclusiveRewards' },
          ],
        },
      ],
      activeFor: ['/about', '/exclusive-rewards'],
    },
    {
      id: 'discovery-trial',
      labelId: 'nav.discoveryTrial',
      to: discoveryTrialTarget(menu.discoveryTrialSlug),
      groups: [],
      activeFor: ['/discovery-trial'],
    },
  ];
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The section to highlight for a URL path (with or without the `/tc` prefix), if any. */
export function activeSectionId(pathname: string, sections: NavSection[]): NavSection['id'] | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  return sections.find((s) => s.activeFor.some((prefix) => underPrefix(path, prefix)))?.id;
}

/** Whether a leaf is the page being shown: same path, and the same `sub` when the leaf has one. */
export function isCurrentLeaf(leafTo: string, pathname: string, search: string): boolean {
  const [leafPath = '', leafQuery = ''] = leafTo.split('?');
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (leafPath !== path) return false;
  const leafSub = new URLSearchParams(leafQuery).get('sub');
  return leafSub === null ? !new URLSearchParams(search).get('sub') : new URLSearchParams(search).get('sub') === leafSub;
}

/** SPEC §2/§9: a submenu longer than 6 entries flows into columns of 7 rows. */
export const submenuRows = 7;
export function submenuColumns(count: number): number {
  return count > 6 ? Math.ceil(count / submenuRows) : 1;
}
