import {
  SITE_PATHS,
  type AllProjectsItem,
  type MidiListRow,
  type MyProjectItem,
  creatorPath,
} from '@vsqx/domain';
import type { CardItem } from './project-card';

/** A vsqx list row or a MIDI list row as a card. */
export function toCard(kind: 'vsqx', row: MyProjectItem): CardItem;
export function toCard(kind: 'midi', row: MidiListRow): CardItem;
export function toCard(kind: 'vsqx' | 'midi', row: MyProjectItem | MidiListRow): CardItem {
  const common = {
    pic_exist: row.pic_exist,
    pic_version: row.pic_version,
    music_length: row.music_length,
    up_time: row.up_time,
    upload_finish: row.upload_finish,
    click_num: row.click_num,
    download_num: row.download_num,
    comment_num: row.comment_num,
    zan: row.zan,
    visibility: row.visibility,
    publish_at: row.publish_at,
  };
  if (kind === 'vsqx') {
    const r = row as MyProjectItem;
    return {
      ...common,
      kind,
      id: r.music_id,
      uid: r.vsqx_uid,
      name: r.music_name,
      href: SITE_PATHS.project(r.music_id),
      editTo: creatorPath.projectEdit(r.music_id),
    };
  }
  const r = row as MidiListRow;
  return {
    ...common,
    kind,
    id: r.midi_id,
    uid: r.midi_uid,
    name: r.midi_name,
    href: SITE_PATHS.midiProject(r.midi_id),
    editTo: creatorPath.midiEdit(r.midi_id),
  };
}

/** An item of the merged list (select_all_project_list) as a card: its kind says which edit page it opens. */
export function allItemCard(item: AllProjectsItem): CardItem {
  return item.kind === 'v' ? toCard('vsqx', item) : toCard('midi', item);
}
