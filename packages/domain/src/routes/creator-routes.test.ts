import { describe, expect, it } from 'vitest';
import { CREATOR_ROUTES, SIDEBAR, sidebarKeyFor } from './creator-routes';
import { creatorPath } from './creator-paths';
import { SITE_PATHS } from './site-paths';

describe('creator route table (spec §2)', () => {
  it('has every route of the spec', () => {
    const paths = CREATOR_ROUTES.map((r) => r.path).sort();
    expect(paths).toEqual(
      [
        '/home',
        '/analytics',
        '/content',
        '/article',
        '/content_update',
        '/article_update',
        '/content_midi_update',
        '/info',
        '/avatar',
        '/safe',
        '/apply',
        '/at',
        '/authorization',
        '/comment',
        '/system',
        '/all_apply',
        '/favorite',
        '/v_course',
        '/no_login',
      ].sort(),
    );
  });
  it('orders the sidebar as the spec does, with tutorial approval for managers only', () => {
    expect(SIDEBAR.map((e) => e.key)).toEqual([
      'home',
      'analytics',
      'v_course',
      'content',
      'article',
      'favorite',
      'apply',
      'comment',
      'info',
      'avatar',
      'safe',
      'feedback',
    ]);
    expect(SIDEBAR.find((e) => e.key === 'v_course')?.managerOnly).toBe(true);
    expect(SIDEBAR.find((e) => e.key === 'feedback')).toMatchObject({ to: '/feedback', newWindow: true });
    expect(SIDEBAR.find((e) => e.key === 'content')?.to).toBe('/content?page=1');
  });
  it('highlights /authorization under apply and /all_apply, /system under messages', () => {
    expect(sidebarKeyFor('/authorization')).toBe('apply');
    expect(sidebarKeyFor('/all_apply')).toBe('comment');
    expect(sidebarKeyFor('/system')).toBe('comment');
    expect(sidebarKeyFor('/home')).toBe('home');
    expect(sidebarKeyFor('/nowhere')).toBeUndefined();
    expect(sidebarKeyFor('/no_login')).toBeUndefined();
  });
  it("gives every sidebar entry of a route that route's path, with the list pages on their first page", () => {
    for (const e of SIDEBAR.filter((x) => !x.newWindow))
      expect(e.to.split('?')[0]).toBe(CREATOR_ROUTES.find((r) => r.key === e.key)?.path);
    expect(SIDEBAR.find((e) => e.key === 'article')?.to).toBe('/article?page=1');
    expect(SIDEBAR.find((e) => e.key === 'favorite')?.to).toBe('/favorite?page=1');
  });
  it('builds the creator addresses exactly as spec §2 writes them (outside links depend on them)', () => {
    expect(creatorPath.home()).toBe('/home');
    expect(creatorPath.projects()).toBe('/content?page=1');
    expect(creatorPath.projects(3)).toBe('/content?page=3');
    expect(creatorPath.projectEdit(12)).toBe('/content_update?vn=12');
    expect(creatorPath.midiEdit(7)).toBe('/content_midi_update?mn=7');
    expect(creatorPath.articles()).toBe('/article?page=1');
    expect(creatorPath.articleEdit(5)).toBe('/article_update?an=5');
    expect(creatorPath.favourites()).toBe('/favorite?page=1');
    expect(creatorPath.myRequests()).toBe('/apply');
    expect(creatorPath.receivedRequests()).toBe('/authorization');
    expect(creatorPath.receivedRequests('replying')).toBe('/authorization?status=replying');
    expect(creatorPath.approval()).toBe('/v_course');
    expect(creatorPath.approval('merging')).toBe('/v_course?status=merging');
    expect(creatorPath.licenceNotices()).toBe('/all_apply');
    expect(creatorPath.account()).toBe('/safe');
    expect(SITE_PATHS.creator(creatorPath.projectEdit(12))).toBe('/creator/#/content_update?vn=12');
  });
  it('builds site paths', () => {
    expect(SITE_PATHS.project(12)).toBe('/project/vn12');
    expect(SITE_PATHS.article(3)).toBe('/article/an3');
    expect(SITE_PATHS.squarePost(5)).toBe('/square/sn5');
    expect(SITE_PATHS.creator('/content?page=1')).toBe('/creator/#/content?page=1');
    expect(SITE_PATHS.login('/creator/#/home')).toBe('/login?redirect=%2Fcreator%2F%23%2Fhome');
  });
});
