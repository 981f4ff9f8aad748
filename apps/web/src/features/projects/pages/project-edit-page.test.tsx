import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  LIMITS,
  msg,
  type AllowConvertState,
  type OwnerCredit,
  type ProjectVersion,
  type UploadPreset,
} from '@vsqx/domain';
import { editableProject, profile } from '../../../test/fixtures';
import { location, ok, renderPage, stubApi, type ApiCall } from '../../../test/render-page';
import ProjectEditPage from './project-edit-page';

const project = editableProject();
const version: ProjectVersion = {
  version: 1,
  file_extension: 'svp',
  size: project.file_size,
  sha256: 'a'.repeat(64),
  note: '',
  created_at: 1_760_000_000_000,
  downloads: 3,
  summary: null,
};
/** What the edit page loads beside the project: my profile, presets, credits, versions, the convert switch. */
const beside = {
  'GET /api/user/select_user_info': () => ok(profile()),
  'GET /api/user/upload_presets': () => ok<UploadPreset[]>([]),
  'GET /api/user/project_credits': () => ok<OwnerCredit[]>([]),
  [`GET /api/app/project/${project.music_id}/versions`]: () => ok<ProjectVersion[]>([version]),
  [`GET /api/user/allow_convert/${project.music_id}`]: () => ok<AllowConvertState>({ allow_convert: true }),
};

/** Opens the page on `project`; answers the saves it sends and the title field once it holds the project's. */
async function openPage() {
  const saved: ApiCall[] = [];
  stubApi({
    ...beside,
    [`GET /api/user/select_p_vsqx_project/${project.music_id}`]: () => ok(project),
    'POST /api/user/submit_update_vsqx_project': (call) => (saved.push(call), ok(null)),
  });
  await renderPage(<ProjectEditPage />, `/content_update?vn=${project.music_id}`, '/content_update');
  const title = await screen.findByTestId('field-p_title');
  await waitFor(() => expect((title as HTMLInputElement).value).toBe('夜に駆ける'));
  return { saved, title };
}

/** 编辑稿件 (/content_update?vn=): the page's route, from the load to the spec's form body and back to the list. */
describe('project edit page', () => {
  it('loads my project into the form; a changed title is saved as the spec\u2019s form and the list opens again', async () => {
    const { saved, title } = await openPage();

    fireEvent.change(title, { target: { value: '夜に駆ける（重调）' } });
    fireEvent.click(screen.getByTestId('project-submit'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toMatchObject({
      vsqx_uid: project.vsqx_uid,
      p_title: '夜に駆ける（重调）',
      p_name: 'Ayase',
      selected_list: '翻调,初音ミク',
      file_extension: 'svp',
      if_vsqx_changed: '0',
      synthesizer_name: 'Synthesizer V',
    });
    // The server's message is shown; its OK goes back to list page 1 (spec §8).
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(location.current).toBe('/content?page=1'));
  });

  it('a title over the limit is refused in the browser with the server\u2019s message, and nothing is sent', async () => {
    const { saved, title } = await openPage();
    fireEvent.change(title, { target: { value: '长'.repeat(LIMITS.projectTitleMax + 1) } });
    fireEvent.click(screen.getByTestId('project-submit'));
    // The form's own rule and the toast both say it, in the catalogue's words.
    expect((await screen.findAllByText(msg('projectTitleLong', 'zh'))).length).toBeGreaterThan(0);
    expect(saved).toEqual([]);
  });
});
