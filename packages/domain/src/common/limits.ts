/** Business constants and limits of spec §9, named once and used by server and web alike. */
export const LIMITS = {
  pageSize: 10,
  maxPageSize: 100,
  carouselIntervalMs: 5000,
  tagsMax: 10,
  customTagsMax: 5,
  projectTitleMax: 35,
  articleTitleMax: 50,
  bvAuMax: 12,
  authorNameMax: 12,
  articleAuthorMax: 50,
  articleLinkMax: 100,
  engineNameMax: 50,
  lyricsProjectMax: 3000,
  lyricsMidiMax: 1500,
  descriptionMax: 1000,
  authorIntroMax: 300,
  articleMinLength: 10,
  articleMarkdownMax: 200_000,
  mp3MaxBytes: 11_534_336,
  projectFileMaxBytes: 105_906_176,
  midiFileMaxBytes: 4_194_304,
  imageMaxBytes: 10 * 1024 * 1024,
  coverRatio: 1.6,
  projectCover: { width: 200, height: 126 },
  articleCover: { width: 600, height: 378 },
  avatar: { width: 252, height: 252 },
  nicknameMin: 2,
  nicknameMax: 12,
  bUidMax: 15,
  websiteMin: 5,
  websiteMax: 50,
  profileIntroMax: 250,
  defaultDescriptionMax: 250,
  authorReplyMax: 15,
  managerCommentMax: 50,
  managerCommentInputMax: 15,
  commentMax: 500,
  postMax: 1000,
  applyTextMax: 200,
  suggestDescMax: 100,
  suggestTextMax: 50_000,
  passwordMin: 6,
  passwordMax: 64,
  transferWaitSeconds: 30,
  messageDurationMinS: 1.5,
  messageDurationMaxS: 5,
  ratingStars: 3,
} as const;

/** Popularity weights of spec §3 / §9. */
export const POPULARITY_WEIGHTS = { zan: 15, download: 15, comment: 10, click: 1 } as const;

/** Project file extensions allowed by spec §5 (`{product}` = vsqx). */
export const PROJECT_FILE_EXTENSIONS = [
  'vsqx',
  'vpr',
  'vsq',
  'ccs',
  's5p',
  'dv',
  'sk',
  'ust',
  'svp',
  'svip',
  'midi',
  'mid',
  'lua',
  'rar',
  'zip',
  '7z',
] as const;

export const MIDI_FILE_EXTENSIONS = ['mid'] as const;
export const MP3_EXTENSIONS = ['mp3'] as const;

/** The extension of a file name, lower-case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
}
