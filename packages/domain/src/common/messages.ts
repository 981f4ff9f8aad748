import type { Label, Lang } from './labels';
import { LICENCE_V2_MESSAGES } from '../licences-v2/messages';

/**
 * Every message the server answers and the browser shows, once. Chinese texts quoted by the spec appear
 * exactly so; English texts quoted by the spec are the English wording (spec preamble).
 * Schemas carry the key; the edge (server reply, antd form rule) turns it into text.
 */
export const MESSAGES = {
  // generic
  ok: { zh: '成功', en: 'OK' },
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  notLoggedIn: { zh: '请先登录', en: 'Please log in first' },
  accountDisabled: { zh: '账号已被停用', en: 'This account has been disabled' },
  notFound: { zh: '内容不存在或无权访问', en: 'Not found, or not yours' },
  conflict: { zh: '状态已变化，请刷新后重试', en: 'The state has changed; refresh and try again' },
  tooManyRequests: { zh: '操作过于频繁，请稍后再试', en: 'Too many attempts; please try again later' },
  serverBusy: { zh: '服务器繁忙，请稍后再试', en: 'The server is busy; please try again in a moment' },
  serverError: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong on our side; please try again' },
  permissionError: { zh: '权限错误QAQ', en: 'Permission error QAQ' },
  // a form field whose schema names no message of its own (see formFieldMessage)
  fieldRequired: { zh: '此项为必填项', en: 'This field is required' },
  fieldInvalid: { zh: '此项格式不正确', en: 'This value is not valid' },
  // auth
  usernameRequired: { zh: '请输入用户名', en: 'Please enter a username' },
  usernameShort: { zh: '用户名太短', en: 'The username is too short' },
  usernameLong: { zh: '用户名最长12个字符', en: 'The username is at most 12 characters' },
  usernameChars: { zh: '请勿输入特殊字符', en: 'Only Chinese, letters, digits and underscores' },
  usernameTaken: { zh: '该用户名已被注册', en: 'This username is taken' },
  passwordShort: { zh: '密码至少6位', en: 'The password needs at least 6 characters' },
  passwordLong: { zh: '密码最长64位', en: 'The password is at most 64 characters' },
  loginFailed: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  registered: { zh: '注册成功', en: 'Registered' },
  loggedIn: { zh: '登录成功', en: 'Logged in' },
  passwordWrong: { zh: '原密码错误', en: 'The current password is wrong' },
  passwordChanged: {
    zh: '密码已修改，其他设备已退出登录',
    en: 'Password changed; other sessions were signed out',
  },
  // account e-mail and password reset (DESIGN §8)
  emailRequired: { zh: '请输入邮箱', en: 'Please enter an e-mail address' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'This is not a valid e-mail address' },
  emailVerifySent: {
    zh: '验证邮件已发送，请查收邮箱并点击其中的链接',
    en: 'A verification e-mail is on its way; open the link in it',
  },
  emailAlreadyVerified: { zh: '该邮箱已验证', en: 'This address is already verified' },
  emailVerified: { zh: '邮箱验证成功', en: 'E-mail address verified' },
  linkInvalid: {
    zh: '链接无效或已过期，请重新获取',
    en: 'This link is invalid or has expired; please ask for a new one',
  },
  resetRequested: {
    zh: '如果该邮箱已绑定并验证，重置密码的链接已发送，30分钟内有效',
    en: 'If this address belongs to a verified account, a reset link is on its way; it works for 30 minutes',
  },
  mailFailed: { zh: '邮件发送失败，请稍后再试', en: 'The e-mail could not be sent; please try again later' },
  passwordResetDone: {
    zh: '密码已重置，请使用新密码登录',
    en: 'Your password has been reset; log in with the new one',
  },
  mailVerifySubject: { zh: '验证你的邮箱', en: 'Verify your e-mail address' },
  mailVerifyBody: {
    zh: '{username}，你好：\n\n请打开下面的链接验证这个邮箱（24小时内有效）：\n{link}\n\n如果不是你本人操作，请忽略这封邮件。',
    en: 'Hello {username},\n\nOpen this link to verify this address (it works for 24 hours):\n{link}\n\nIf this was not you, ignore this e-mail.',
  },
  mailResetSubject: { zh: '重置密码', en: 'Reset your password' },
  mailResetBody: {
    zh: '{username}，你好：\n\n请打开下面的链接设置新密码（30分钟内有效，只能使用一次）：\n{link}\n\n如果不是你本人操作，请忽略这封邮件，你的密码不会改变。',
    en: 'Hello {username},\n\nOpen this link to set a new password (it works once, for 30 minutes):\n{link}\n\nIf this was not you, ignore this e-mail; your password stays as it is.',
  },
  // project edit (spec §5)
  projectFileRequired: { zh: '必须上传vsqx工程！', en: 'You must upload a vsqx project!' },
  engineNameRequired: {
    zh: '请输入“歌声合成引擎”的名称',
    en: 'Please enter the name of the singing synthesis engine',
  },
  authorNameRequired: { zh: '必须输入P主名字！', en: 'You must enter the producer name!' },
  titleRequired: { zh: '必须输入稿件标题！', en: 'You must enter a title!' },
  bvFormat: { zh: 'BV号格式错误！', en: 'Wrong BV id format!' },
  bvFormatSubmit: { zh: 'BV号-格式错误！', en: 'BV id - wrong format!' },
  bvFormatChars: { zh: 'BV号格式错误。', en: 'Wrong BV id format.' },
  engineNameLong: { zh: '引擎名称最长50个字符', en: 'The engine name is at most 50 characters' },
  authorNameLong: { zh: 'P主名字最长12个字', en: 'The producer name is at most 12 characters' },
  projectTitleLong: { zh: '稿件标题最长35个字', en: 'The title is at most 35 characters' },
  descriptionLong: { zh: '工程介绍最长1000个字', en: 'The description is at most 1000 characters' },
  lyricsLong: { zh: '歌词最长3000个字', en: 'The lyrics are at most 3000 characters' },
  authorIntroLong: { zh: 'P主介绍最长300个字', en: 'The producer intro is at most 300 characters' },
  projectTransferring: {
    zh: '工程文件正在转存中，约30秒后即可下载，请稍后刷新',
    en: 'The project file is being transferred; it can be downloaded within about 30 seconds, please refresh later',
  },
  auFormatSubmit: { zh: 'AU号-格式错误！', en: 'AU id - wrong format!' },
  digitsOnly: { zh: '只能输入数字', en: 'Digits only' },
  tagsRequired: { zh: '必须添加标签！', en: 'You must add a tag!' },
  descriptionRequired: { zh: '必须填写工程介绍！', en: 'You must fill in the project description!' },
  tagsMax: { zh: '最多添加10个标签(╯°口°)╯', en: 'At most 10 tags (╯°口°)╯' },
  tagsMaxMidi: { zh: '最多添加10个标签', en: 'At most 10 tags' },
  customTagsMax: { zh: '最多添加5个自定义标签', en: 'At most 5 custom tags' },
  tagEmpty: { zh: '请输入标签！', en: 'Please enter a tag!' },
  tagDuplicate: { zh: '您已经添加了该标签！(╯°口°)╯', en: 'You already added this tag! (╯°口°)╯' },
  tagDuplicateMidi: { zh: '您已经添加了该标签！', en: 'You already added this tag!' },
  tagReserved: { zh: '该标签为保留标签，请直接勾选', en: 'This tag is reserved; pick it from the presets' },
  tagTooLong: { zh: '标签最长20个字符', en: 'A tag is at most 20 characters' },
  mp3Extension: { zh: '只能上传mp3格式哦~请转码后上传', en: 'Only mp3 files, please convert first~' },
  mp3TooLarge: { zh: 'mp3文件最大为10MB，请压缩下音频~', en: 'The mp3 is at most 10MB, please compress it~' },
  mp3Invalid: { zh: '该文件不是有效的mp3音频', en: 'This file is not a valid mp3' },
  projectExtension: {
    zh: "只能上传压缩文件或者'歌声合成引擎工程文件'哦~",
    en: "Only archives or 'singing synthesis project files'~",
  },
  projectTooLarge: {
    zh: '上传文件最大为100MB，请删除不必要文件/压缩伴奏音质~',
    en: 'Files are at most 100MB; remove unneeded files or compress the backing track~',
  },
  oneFileOnly: { zh: '一次只能上传一个文件', en: 'One file at a time' },
  uploadFailed: { zh: '上传出错，请刷新重试！', en: 'Upload error, please refresh and retry!' },
  uploadCancelled: { zh: '已取消本次上传', en: 'Upload cancelled' },
  reuploadProject: { zh: '请重新上传vsqx工程', en: 'Please upload the vsqx project again' },
  reuploadMidi: { zh: '请重新上传MIDI工程', en: 'Please upload the MIDI project again' },
  imageOnly: { zh: '只能上传图片格式哦~', en: 'Images only~' },
  unsupportedBrowser: {
    zh: '您的浏览器不支持读取文件，请更换浏览器',
    en: 'Your browser cannot read files; please use another browser',
  },
  confirmCancelUpload: { zh: '确认取消上传？', en: 'confirm cancel upload?' },
  confirmReupload: { zh: '确认重新上传？', en: 'confirm re-upload?' },
  masterTuningReminder: {
    zh: '请确认工程的参数经过了精细调教',
    en: 'Please make sure the parameters were finely tuned',
  },
  projectUpdated: { zh: '稿件修改成功！', en: 'Project updated!' },
  projectUpdatedFiles: {
    zh: '稿件修改成功，一分钟后生效。（若未生效，请你：清空浏览器缓存，再点击Ctrl + F5。还不行就重启浏览器。）',
    en: 'Project updated; it takes effect in a minute. (If not, clear the browser cache and press Ctrl + F5, or restart the browser.)',
  },
  // Versions (DESIGN §8)
  versionNoteLong: { zh: '版本说明最多200字', en: 'The version note is at most 200 characters' },
  versionNotFound: { zh: '该版本不存在', en: 'This version does not exist' },
  versionRestored: { zh: '已恢复为最新版本', en: 'Restored as the newest version' },
  versionNoticeTitle: { zh: '你收藏的工程有新版本', en: 'A project you favourited has a new version' },
  confirmDeleteProject: { zh: '确认永久删除该工程?', en: 'Permanently delete this project?' },
  confirmDeleteArticle: { zh: '确认永久删除该文章?', en: 'Permanently delete this article?' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  // visibility, scheduled publishing, bulk actions, presets (DESIGN §8 "Finding and managing my content")
  publishAtInvalid: { zh: '发布时间格式不正确', en: 'The publishing time is not a valid time' },
  bulkTooMany: { zh: '一次最多操作200项', en: 'At most 200 items at a time' },
  bulkValueRequired: { zh: '请选择要设置的值', en: 'Please choose a value' },
  bulkTagAbsent: { zh: '该作品没有这个标签', en: 'This item does not have this tag' },
  presetNameRequired: { zh: '请输入预设名称', en: 'Please name the preset' },
  presetNameLong: { zh: '预设名称最长40个字符', en: 'A preset name is at most 40 characters' },
  presetNameTaken: { zh: '已有同名预设', en: 'A preset with this name exists' },
  presetsMax: { zh: '最多保存20个预设', en: 'At most 20 presets' },
  // MIDI (spec §5, §8)
  midiExtension: { zh: '只能上传.mid哦~', en: 'Only .mid files~' },
  midiTooLarge: { zh: 'MIDI文件最大为3MB', en: 'The MIDI file is at most 3MB' },
  midiInvalid: { zh: '该文件不是有效的MIDI文件', en: 'This is not a valid MIDI file' },
  midiUploaded: { zh: 'MIDI工程已上传', en: 'MIDI project uploaded' },
  midiSaved: { zh: '稿件修改成功！', en: 'Project updated!' },
  midiSavedFile: {
    zh: '稿件修改成功。新的文件将在15秒之内更新。',
    en: 'Project updated. The new file is live within 15 seconds.',
  },
  midiErrorUploading: {
    zh: '刚才上传的文件正在更新，请稍候再试~',
    en: 'The file you just uploaded is still updating, try again shortly~',
  },
  midiVerify1: { zh: '用户权限验证失败！-1', en: 'User verification failed! -1' },
  midiVerify2: { zh: '用户权限验证失败！-2', en: 'User verification failed! -2' },
  midiErrorEnd: { zh: '插入数据库失败！', en: 'Database insert failed!' },
  midiSaveFailed: {
    zh: '抱歉，修改失败QAQ，请联系站长',
    en: 'Sorry, the change failed QAQ; please contact the site owner',
  },
  // articles
  articleTitleRequired: { zh: '请填写标题', en: 'Please fill in the title' },
  articleAuthorRequired: { zh: '请填写原作者', en: 'Please fill in the original author' },
  articleLinkRequired: { zh: '请填写文章的发布链接', en: "Please fill in the article's link" },
  linkUnsafe: {
    zh: '链接不能使用 javascript:、data:、vbscript: 等协议',
    en: 'Links cannot use javascript:, data:, vbscript: or similar schemes',
  },
  articleContentRequired: { zh: '请填写文章内容', en: 'Please fill in the content' },
  articleTooShort: { zh: '文章太短（请认真填写）', en: 'The article is too short (please write properly)' },
  articleUpdated: { zh: '文章已更新', en: 'Article updated' },
  articleTitleLong: { zh: '标题最长50个字', en: 'The title is at most 50 characters' },
  articleAuthorLong: { zh: '原作者最长50个字', en: 'The original author is at most 50 characters' },
  articleLinkLong: { zh: '链接最长100个字符', en: 'The link is at most 100 characters' },
  articleTooLong: { zh: '文章过长', en: 'The article is too long' },
  articleCreated: { zh: '文章已发布', en: 'Article published' },
  // profile (spec §5)
  nicknameRequired: { zh: '请输入昵称', en: 'Please enter a nickname' },
  nicknameShort: { zh: '昵称太短', en: 'The nickname is too short' },
  nicknameChars: { zh: '请勿输入特殊字符', en: 'No special characters' },
  nicknameLong: { zh: '昵称最长12个字符', en: 'The nickname is at most 12 characters' },
  nicknameReadOnly: { zh: '昵称不可修改', en: 'The nickname cannot be changed' },
  websiteInvalid: { zh: '请输入正确的网站链接', en: 'Please enter a valid website link' },
  tooLong: { zh: '内容过长', en: 'Too long' },
  profileLoadFailed1: { zh: '查询用户配置信息失败_错误ID1', en: 'Failed to load the profile (error 1)' },
  profileLoadFailed2: {
    zh: '查询用户配置信息失败_抛出异常2',
    en: 'Failed to load the profile (exception 2)',
  },
  /** The project form's profile load (own intro, defaults) failed with an exception (spec §8). */
  userInfoLoadException: { zh: '查询用户信息失败_抛出异常', en: 'Failed to load the user info (exception)' },
  profileSaveFailed: { zh: '修改失败_抛出异常', en: 'Saving failed (exception)' },
  profileSaved: { zh: '保存成功', en: 'Saved' },
  avatarSaved: { zh: '保存成功，一分钟后生效！', en: 'Saved; it takes effect within a minute!' },
  avatarMissing: { zh: '请先上传头像', en: 'Please upload an avatar first' },
  genderInvalid: { zh: '请选择性别', en: 'Please choose a gender' },
  bUidLong: { zh: 'B站UID最长15位', en: 'The Bilibili UID is at most 15 digits' },
  websiteLong: { zh: '网站链接最长50个字符', en: 'The website link is at most 50 characters' },
  profileIntroLong: { zh: 'P主介绍最长250个字', en: 'The producer intro is at most 250 characters' },
  defaultDescLong: {
    zh: '默认工程介绍最长250个字',
    en: 'The default project description is at most 250 characters',
  },
  agreementInvalid: { zh: '请选择授权方式', en: 'Please choose a licence' },
  imageTooLarge: { zh: '图片最大为10MB', en: 'Images are at most 10MB' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  // licence requests and suggestions
  replyTooLong: { zh: '回复最长15个字', en: 'A reply is at most 15 characters' },
  applyOwnProject: { zh: '不能申请自己的工程', en: 'You cannot apply for your own project' },
  applyDuplicate: { zh: '你已有一个等待回复的申请', en: 'You already have a request waiting for a reply' },
  applyTextRequired: { zh: '请填写申请理由', en: 'Please give a reason' },
  managerCommentLong: { zh: '评语最长 50 个字。', en: 'A comment is at most 50 characters.' },
  notManager: { zh: '仅教程管理员可用', en: 'Course managers only' },
  applyTextLong: { zh: '申请理由最长200个字', en: 'A reason is at most 200 characters' },
  applySent: { zh: '申请已发送，请等待作者回复', en: 'Request sent; wait for the author to reply' },
  applyCancelled: { zh: '已取消申请', en: 'Request cancelled' },
  applyAllowed: { zh: '已同意该申请', en: 'Request allowed' },
  applyRefused: { zh: '已拒绝该申请', en: 'Request refused' },
  suggestDescRequired: { zh: '请填写简要说明', en: 'Please give a short description' },
  suggestDescLong: { zh: '简要说明最长100个字', en: 'The short description is at most 100 characters' },
  suggestTextRequired: { zh: '请填写建议内容', en: 'Please write your suggestion' },
  suggestTextLong: { zh: '建议内容过长', en: 'The suggestion is too long' },
  suggestSubmitted: { zh: '建议已提交，感谢你的贡献！', en: 'Suggestion submitted, thank you!' },
  suggestStatusSaved: { zh: '状态已更新', en: 'Status updated' },
  // converted downloads (DESIGN §8)
  convertDisabled: {
    zh: '作者未开放转换格式下载，请下载原工程文件',
    en: 'The author has turned converted downloads off; download the original file',
  },
  convertUnreadable: {
    zh: '无法读取该工程文件，暂不能转换格式',
    en: 'This project file cannot be read, so it cannot be converted',
  },
  convertNoNotes: { zh: '工程文件中没有可转换的音符', en: 'The project file has no notes to convert' },
  convertTooLarge: {
    zh: '工程文件过大或过于复杂，无法转换格式',
    en: 'The project file is too large or too complex to convert',
  },
  allowConvertOn: { zh: '已允许下载转换格式', en: 'Converted downloads are on' },
  allowConvertOff: { zh: '已关闭转换格式下载', en: 'Converted downloads are off' },
  // licences 2.0 and credits (DESIGN §8)
  ...LICENCE_V2_MESSAGES,
  // misc
  copyOk: { zh: '复制成功！', en: 'Copied!' },
  copyFailed: { zh: '复制失败！请手动复制。', en: 'Copy failed! Please copy by hand.' },
  commentRequired: { zh: '请输入评论内容', en: 'Please write a comment' },
  alreadyCheckedIn: { zh: '今天已经签到过了', en: 'Already checked in today' },
  favAdded: { zh: '收藏成功', en: 'Added to favourites' },
  favCancelled: { zh: '已取消收藏', en: 'Removed from favourites' },
  // site (comments, square, check-in)
  commentTooLong: { zh: '评论最长500个字', en: 'A comment is at most 500 characters' },
  commentPosted: { zh: '评论成功', en: 'Comment posted' },
  postRequired: { zh: '请输入动态内容', en: 'Please write something' },
  postTooLong: { zh: '动态最长1000个字', en: 'A post is at most 1000 characters' },
  checkedIn: { zh: '签到成功', en: 'Checked in' },
  // page titles and shared links (the web's document title, the server's Open Graph tags)
  siteName: { zh: 'V家工程站', en: 'V-Project Hub' },
  siteDescription: {
    zh: '歌声合成创作者的工程分享站：VOCALOID、Synthesizer V、UTAU 工程文件，MIDI 与调教教程。',
    en: 'A sharing site for singing-synthesis creators: VOCALOID, Synthesizer V and UTAU project files, MIDI and tuning articles.',
  },
} as const satisfies Record<string, Label>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(k: unknown): k is MessageKey {
  return typeof k === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, k);
}

/** Text of a message key in a language; unknown keys pass through (they are already text). */
export function msg(key: MessageKey | string, lang: Lang = 'zh'): string {
  return isMessageKey(key) ? MESSAGES[key][lang] : key;
}

/** True for what a form field holds when nothing was entered: nothing, blank text or an empty list. */
function isEmptyField(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The text a form shows for a field's first schema issue. Schemas carry a message key; where one does not
 * (zod's own English such as "Invalid input: expected string, received undefined"), the field says it is
 * required when empty and not valid otherwise, in the page's language, never zod's text.
 */
export function formFieldMessage(issueMessage: string, value: unknown, lang: Lang): string {
  if (isMessageKey(issueMessage)) return MESSAGES[issueMessage][lang];
  return MESSAGES[isEmptyField(value) ? 'fieldRequired' : 'fieldInvalid'][lang];
}

/**
 * How long a toast shows a message, where the spec fixes it (spec §9 "1.5 to 5 s"): the MIDI size refusal
 * 5 s, the MIDI extension refusal 3 s (spec §5). Others use the toast's default.
 */
export const MESSAGE_SECONDS: Partial<Record<MessageKey, number>> = {
  midiTooLarge: 5,
  midiExtension: 3,
};
