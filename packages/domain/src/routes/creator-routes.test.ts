import { describe, expect, it } from 'vitest';
import { CREATOR_ROUTES, SIDEBAR, SITE_PATHS, sidebarKeyFor } from './creator-routes';

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
  });
  it('builds site paths', () => {
    expect(SITE_PATHS.project(12)).toBe('/project/vn12');
    expect(SITE_PATHS.article(3)).toBe('/article/an3');
    expect(SITE_PATHS.squarePost(5)).toBe('/square/sn5');
    expect(SITE_PATHS.creator('/content?page=1')).toBe('/creator/#/content?page=1');
    expect(SITE_PATHS.login('/creator/#/home')).toBe('/login?redirect=%2Fcreator%2F%23%2Fhome');
  });
});
