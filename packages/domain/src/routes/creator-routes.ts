import type { Label } from '../common/labels';

/** The creator-centre hash routes of spec §2. */
export type CreatorRouteKey =
  | 'home'
  | 'analytics'
  | 'content'
  | 'article'
  | 'content_update'
  | 'article_update'
  | 'content_midi_update'
  | 'info'
  | 'avatar'
  | 'safe'
  | 'apply'
  | 'at'
  | 'authorization'
  | 'comment'
  | 'system'
  | 'all_apply'
  | 'favorite'
  | 'v_course'
  | 'no_login';

export interface CreatorRoute {
  key: CreatorRouteKey;
  path: `/${string}`;
  /** Page title (spec §2), shown in the tab and the page header. */
  title: Label;
  /** Course managers only (spec §6). */
  managerOnly?: boolean;
  /** The sidebar entry highlighted while on this route (spec §2 "Highlighting"). */
  highlightAs?: CreatorRouteKey;
  /** Outside the login gate. */
  public?: boolean;
}

export const CREATOR_ROUTES: readonly CreatorRoute[] = [
  { key: 'home', path: '/home', title: { zh: '首页', en: 'Home' } },
  { key: 'analytics', path: '/analytics', title: { zh: '数据中心', en: 'Analytics' } },
  {
    key: 'v_course',
    path: '/v_course',
    title: { zh: '教程审批', en: 'Tutorial approval' },
    managerOnly: true,
  },
  { key: 'content', path: '/content', title: { zh: '工程管理', en: 'Projects' } },
  { key: 'article', path: '/article', title: { zh: '文章管理', en: 'Articles' } },
  { key: 'favorite', path: '/favorite', title: { zh: '收藏夹', en: 'Favourites' } },
  { key: 'apply', path: '/apply', title: { zh: '授权申请', en: 'Licence requests' } },
  {
    key: 'authorization',
    path: '/authorization',
    title: { zh: '授权审批', en: 'Requests received' },
    highlightAs: 'apply',
  },
  { key: 'comment', path: '/comment', title: { zh: '回复我的', en: 'Replies to me' } },
  { key: 'at', path: '/at', title: { zh: '@我的', en: 'Mentions' }, highlightAs: 'comment' },
  {
    key: 'all_apply',
    path: '/all_apply',
    title: { zh: '授权申请', en: 'Licence notices' },
    highlightAs: 'comment',
  },
  { key: 'system', path: '/system', title: { zh: '系统通知', en: 'System notices' }, highlightAs: 'comment' },
  { key: 'info', path: '/info', title: { zh: '我的信息', en: 'My info' } },
  { key: 'avatar', path: '/avatar', title: { zh: '修改头像', en: 'Change avatar' } },
  { key: 'safe', path: '/safe', title: { zh: '账号相关', en: 'Account' } },
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
];

/** One sidebar entry: an internal route (with its default query) or an outside page opened in a new window. */
export interface SidebarEntry {
  key: CreatorRouteKey | 'feedback';
  label: Label;
  to: string;
  newWindow?: boolean;
  managerOnly?: boolean;
}

/** The sidebar in spec order (spec §2 "Shell"); the upload button ('投稿') sits above it. */
export const SIDEBAR: readonly SidebarEntry[] = [
  { key: 'home', label: { zh: '首页', en: 'Home' }, to: '/home' },
  // Issue 24: the creator's analytics, under 首页.
  { key: 'analytics', label: { zh: '数据中心', en: 'Analytics' }, to: '/analytics' },
  { key: 'v_course', label: { zh: '教程审批', en: 'Tutorial approval' }, to: '/v_course', managerOnly: true },
  { key: 'content', label: { zh: '工程管理', en: 'Project management' }, to: '/content?page=1' },
  { key: 'article', label: { zh: '文章管理', en: 'Article management' }, to: '/article?page=1' },
  { key: 'favorite', label: { zh: '收藏夹', en: 'Favourites' }, to: '/favorite?page=1' },
  { key: 'apply', label: { zh: '授权申请', en: 'Licence requests' }, to: '/apply' },
  { key: 'comment', label: { zh: '消息', en: 'Messages' }, to: '/comment' },
  { key: 'info', label: { zh: '个人信息', en: 'Personal info' }, to: '/info' },
  { key: 'avatar', label: { zh: '头像', en: 'Avatar' }, to: '/avatar' },
  { key: 'safe', label: { zh: '账号', en: 'Account' }, to: '/safe' },
  {
    key: 'feedback',
    label: { zh: '反馈/投诉', en: 'Feedback / complaint' },
    to: '/feedback',
    newWindow: true,
  },
];

export function findCreatorRoute(path: string): CreatorRoute | undefined {
  return CREATOR_ROUTES.find((r) => r.path === path);
}

/** The sidebar key to highlight for a path (spec §2 "Highlighting"). */
export function sidebarKeyFor(path: string): CreatorRouteKey | undefined {
  const route = findCreatorRoute(path);
  if (!route) return undefined;
  return route.highlightAs ?? route.key;
}

/** Site paths (DESIGN §4), as functions so no page builds a path by hand. */
export const SITE_PATHS = {
  home: () => '/',
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  register: () => '/register',
  forgotPassword: () => '/forgot_password',
  // Mailed links carry the token after '#': browsers never send it to the server, to logs, or in a Referer.
  resetPassword: (token: string) => `/reset_password#token=${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify_email#token=${encodeURIComponent(token)}`,
  upload: () => '/upload',
  project: (musicId: number | string) => `/project/vn${musicId}`,
  midiProject: (midiId: number | string) => `/project/mn${midiId}`,
  article: (articleId: number | string) => `/article/an${articleId}`,
  space: (uid: number | string) => `/space/${uid}`,
  square: () => '/square',
  squarePost: (id: number | string) => `/square/sn${id}`,
  vCourse: () => '/v_course',
  feedback: () => '/feedback',
  /** A licence certificate (DESIGN §8 "Licences 2.0"): public, no login. */
  licence: (code: string) => `/licence/${code}`,
  creator: (hashPath = '/home') => `/creator/#${hashPath}`,
} as const;
