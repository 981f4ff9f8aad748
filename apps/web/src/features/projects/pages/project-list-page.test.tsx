import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AllProjectsItem } from '@vsqx/domain';
import { projectItem } from '../../../test/fixtures';
import { location, ok, renderPage, stubApi, type ApiCall } from '../../../test/render-page';
import ProjectListPage from './project-list-page';

const TOTAL = 23;
/** The merged list of 23 projects, paged as the server pages it (page, page_size). */
function allProjects(call: ApiCall) {
  const page = Number(call.url.searchParams.get('page'));
  const size = Number(call.url.searchParams.get('page_size'));
  const q = call.url.searchParams.get('q') ?? '';
  const all = Array.from({ length: TOTAL }, (_, i) => projectItem(i + 1))
    .filter((p) => p.music_name.includes(q))
    .map((p): AllProjectsItem => ({ kind: 'v', ...p }));
  return ok(all.slice((page - 1) * size, page * size), { total: all.length });
}
const storage = () => ok({ bytes: 0, files: 0, projects: 0, midi: 0, versions: 0, earlier_versions: 0 });

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/user/select_all_project_list').map((c) => c.url.search);
const shownTitles = () => screen.getAllByTestId('project-cover').map((img) => img.getAttribute('alt'));

/** 工程管理's paging (spec §2: 10 per page, pager and total), in the address and in the list call. */
describe('project list paging', () => {
  it('page 1 shows 10 with the total; the pager asks the server for page 2 and writes it in the address', async () => {
    const calls = stubApi({
      'GET /api/user/select_all_project_list': allProjects,
      'GET /api/user/storage': storage,
    });
    await renderPage(<ProjectListPage />, '/content?page=1', '/content');
    await waitFor(() => expect(shownTitles()).toHaveLength(10));
    expect(shownTitles()[0]).toBe('工程 1');
    expect(listCalls(calls)).toEqual(['?page=1&page_size=10&sort=time']);
    expect(screen.getByText(/23/)).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(shownTitles()[0]).toBe('工程 11'));
    expect(location.current).toBe('/content?page=2');
    expect(listCalls(calls).at(-1)).toBe('?page=2&page_size=10&sort=time');

    // The last page holds the remaining 3.
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(shownTitles()).toEqual(['工程 21', '工程 22', '工程 23']));
  });

  it('a page past the end from an old bookmark still asks for it; a search goes back to page 1', async () => {
    const calls = stubApi({
      'GET /api/user/select_all_project_list': allProjects,
      'GET /api/user/storage': storage,
    });
    await renderPage(<ProjectListPage />, '/content?page=2&q=%E5%B7%A5%E7%A8%8B%202', '/content');
    // call() encodes the space as %20 (encodeURIComponent), the same value the server read as '+' before.
    await waitFor(() =>
      expect(listCalls(calls)).toContain('?page=2&page_size=10&sort=time&q=%E5%B7%A5%E7%A8%8B%202'),
    );
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: '工程 1' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location.current).toMatch(/^\/content\?page=1&q=/));
    await waitFor(() => expect(shownTitles()[0]).toBe('工程 1'));
  });
});
