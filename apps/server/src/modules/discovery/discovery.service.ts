import { HOME_LIST_SIZE, USER_SUGGEST_MAX, type SiteHome, type SpaceProfile } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { createDiscoveryRepository } from './discovery.repository';
import { createPeopleRepository } from './people.repository';

export type SpaceList = 'projects' | 'midi' | 'articles';

/** What the site shows to everyone: home lists, search, spaces, the username autocomplete. */
export function createDiscoveryService(ctx: AppContext) {
  const repo = createDiscoveryRepository(ctx.db, ctx.dialect);
  const people = createPeopleRepository(ctx.db);
  return {
    async home(): Promise<SiteHome> {
      const [newest, popular, articles] = await Promise.all([
        repo.newestProjects(HOME_LIST_SIZE),
        repo.popularProjects(HOME_LIST_SIZE),
        repo.newestArticles(HOME_LIST_SIZE),
      ]);
      return { newest, popular, articles };
    },

    /** MIDI projects or articles (rows as objects); project search answers JSON texts (searchProjects). */
    search(q: string, kind: 'midi' | 'article', page: number) {
      return kind === 'midi' ? repo.searchMidi(q, page) : repo.searchArticles(q, page);
    },

    /** Public project search: each card as its JSON text, spliced into the envelope as it is (okCards). */
    searchProjects: (q: string, page: number) => repo.searchProjects(q, page),

    async space(uid: number): Promise<SpaceProfile> {
      const profile = await people.profile(uid);
      if (!profile) throw notFound();
      return { ...profile, ...(await people.counts(uid)) };
    },

    async spaceList(uid: number, list: SpaceList, page: number) {
      if (!(await people.profile(uid))) throw notFound();
      if (list === 'midi') return repo.spaceMidi(uid, page);
      if (list === 'articles') return repo.spaceArticles(uid, page);
      return repo.spaceProjects(uid, page);
    },

    suggestUsers: (prefix: string) => people.suggest(prefix, USER_SUGGEST_MAX),
  };
}
