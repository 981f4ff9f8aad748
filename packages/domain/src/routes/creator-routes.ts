import type { Label } from '../common/labels';
import { SITE_PATHS } from './site-paths';

/** The creator centre's sidebar entry for a route: its label and the query the entry opens the page with. */
interface MenuEntry {
  label: Label;
  query?: Readonly<Record<string, string | number>>;
}

interface RouteDefinition {
  key: string;
  path: `/${string}`;
  /** Page title (spec §2), shown in the tab and named for screen readers. */
  title: Label;
  /** Course managers only (spec §6). */
  managerOnly?: boolean;
  /** The sidebar entry highlighted while on this route (spec §2 "Highlighting"); by default its own. */
  highlightAs?: string;
  /** Outside the login gate. */
  public?: boolean;
  /** Its sidebar entry; the sidebar lists them in this table's order (spec §2 "Shell"). */
  menu?: MenuEntry;
}

/** The table itself, with its literal types (the key unions below come from it). */
const TABLE = [
  {
    key: 'home',
    path: '/home',
    title: { zh: '首页', en: 'Home' },
    menu: { label: { zh: '首页', en: 'Home' } },
  },
  // Issue 24: the creator's analytics, under 首页.
  {
    key: 'analytics',
    path: '/analytics',
    title: { zh: '数据中心', en: 'Analytics' },
    menu: { label: { zh: '数据中心', en: 'Analytics' } },
  },
  {
    key: 'v_course',
    path: '/v_course',
    title: { zh: '教程审批', en: 'Tutorial approval' },
    managerOnly: true,
    menu: { label: { zh: '教程审批', en: 'Tutorial approval' } },
  },
  {
    key: 'content',
    path: '/content',
    title: { zh: '工程管理', en: 'Projects' },
    menu: { label: { zh: '工程管理', en: 'Project management' }, query: { page: 1 } },
  },
  {
    key: 'article',
    path: '/article',
    title: { zh: '文章管理', en: 'Articles' },
    menu: { label: { zh: '文章管理', en: 'Article management' }, query: { page: 1 } },
  },
  {
    key: 'favorite',
    path: '/favorite',
    title: { zh: '收藏夹', en: 'Favourites' },
    menu: { label: { zh: '收藏夹', en: 'Favourites' }, query: { page: 1 } },
  },
  {
    key: 'apply',
    path: '/apply',
    title: { zh: '授权申请', en: 'Licence requests' },
    menu: { label: { zh: '授权申请', en: 'Licence requests' } },
  },
  {
    key: 'authorization',
    path: '/authorization',
    title: { zh: '授权审批', en: 'Requests received' },
    highlightAs: 'apply',
  },
  {
    key: 'comment',
    path: '/comment',
    title: { zh: '回复我的', en: 'Replies to me' },
    menu: { label: { zh: '消息', en: 'Messages' } },
  },
  { key: 'at', path: '/at', title: { zh: '@我的', en: 'Mentions' }, highlightAs: 'comment' },
  {
    key: 'all_apply',
    path: '/all_apply',
    title: { zh: '授权申请', en: 'Licence notices' },
    highlightAs: 'comment',
  },
  { key: 'system', path: '/system', title: { zh: '系统通知', en: 'System notices' }, highlightAs: 'comment' },
  {
    key: 'info',
    path: '/info',
    title: { zh: '我的信息', en: 'My info' },
    menu: { label: { zh: '个人信息', en: 'Personal info' } },
  },
  {
    key: 'avatar',
    path: '/avatar',
    title: { zh: '修改头像', en: 'Change avatar' },
    menu: { label: { zh: '头像', en: 'Avatar' } },
  },
  {
    key: 'safe',
    path: '/safe',
    title: { zh: '账号相关', en: 'Account' },
    menu: { label: { zh: '账号', en: 'Account' } },
  },
  {
    key: 'content_update',
    path: '/content_update',
    title: { zh: '编辑稿件', en: 'Edit project' },
    highlightAs: 'content',
  },
  {
    key: 'content_midi_update',
    path: '/content_midi_update',
    title: { zh: '编辑稿件', en: 'Edit project' },
    highlightAs: 'content',
  },
  {
    key: 'article_update',
    path: '/article_update',
    title: { zh: '编辑文章', en: 'Edit article' },
    highlightAs: 'article',
  },
  { key: 'no_login', path: '/no_login', title: { zh: '请先登录', en: 'Please log in' }, public: true },
] as const satisfies readonly RouteDefinition[];

type TableRow = (typeof TABLE)[number];
export type CreatorRouteKey = TableRow['key'];
/** The routes with a sidebar entry, and the one outside page the sidebar opens in a new window. */
export type SidebarKey = Extract<TableRow, { menu: MenuEntry }>['key'] | 'feedback';

export interface CreatorRoute extends RouteDefinition {
  key: CreatorRouteKey;
  highlightAs?: SidebarKey;
}

/**
 * The creator-centre hash routes of spec §2: the one table the web's router (pages by key), sidebar (entries,
 * icons by key, highlighting), page titles and `creatorPath` builders read. The assignment checks at compile
 * time that every highlight names a sidebar entry.
 */
export const CREATOR_ROUTES: readonly CreatorRoute[] = TABLE;

/** A path with its query (`/content?page=1`); undefined values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>> = {}) {
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    v === undefined ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** One sidebar entry: an internal route (with its default query) or an outside page opened in a new window. */
export interface SidebarEntry {
  key: SidebarKey;
  label: Label;
  to: string;
  newWindow?: boolean;
  managerOnly?: boolean;
}

/** The sidebar in spec order (spec §2 "Shell"), from the route table; the upload button ('投稿') sits above it. */
export const SIDEBAR: readonly SidebarEntry[] = [
  ...TABLE.flatMap((r) =>
    'menu' in r
      ? [
          {
            key: r.key,
            label: r.menu.label,
            to: withQuery(r.path, 'query' in r.menu ? r.menu.query : undefined),
            ...('managerOnly' in r ? { managerOnly: r.managerOnly } : {}),
          },
        ]
      : [],
  ),
  {
    key: 'feedback',
    label: { zh: '反馈/投诉', en: 'Feedback / complaint' },
    to: SITE_PATHS.feedback(),
    newWindow: true,
  },
];

export function findCreatorRoute(path: string): CreatorRoute | undefined {
  return CREATOR_ROUTES.find((r) => r.path === path);
}

/** The sidebar key to highlight for a path (spec §2 "Highlighting"). */
export function sidebarKeyFor(path: string): SidebarKey | undefined {
  const route = findCreatorRoute(path);
  if (!route) return undefined;
  // A route without a highlight of its own is a sidebar entry, or none is highlighted.
  return route.highlightAs ?? SIDEBAR.find((e) => e.key === route.key)?.key;
}
