import type { Label } from '../common/labels';

/** Messages of issue 23 (licences 2.0 and credits), spread into MESSAGES. */
export const LICENCE_V2_MESSAGES = {
  useTypeInvalid: { zh: '请选择授权用途', en: 'Please choose what the licence is for' },
  platformLong: { zh: '发布平台最长50个字', en: 'The platform is at most 50 characters' },
  plannedLinkInvalid: {
    zh: '请填写B站BV/AV号或http(s)链接',
    en: 'Enter a Bilibili BV/AV number or an http(s) link',
  },
  workLinkInvalid: {
    zh: '请填写B站BV/AV号或http(s)链接',
    en: 'Enter a Bilibili BV/AV number or an http(s) link',
  },
  threadTextRequired: { zh: '请输入消息内容', en: 'Please write a message' },
  threadTextLong: { zh: '消息最长500个字', en: 'A message is at most 500 characters' },
  threadSent: { zh: '已发送', en: 'Sent' },
  revokeReasonRequired: { zh: '请填写撤销原因', en: 'Please give a reason for the revocation' },
  revokeReasonLong: { zh: '撤销原因最长200个字', en: 'A reason is at most 200 characters' },
  licenceRevoked: { zh: '已撤销该授权', en: 'Licence revoked' },
  licenceNotActive: { zh: '该授权未生效或已撤销', en: 'This licence is not in force' },
  workSaved: { zh: '作品已登记', en: 'Work recorded' },
  worksTooMany: { zh: '每个授权最多登记10个作品', en: 'At most 10 works per licence' },
  autoAllowSaved: { zh: '自动授权设置已保存', en: 'Auto-allow setting saved' },
  applyAutoAllowed: {
    zh: '作者已设置自动授权，申请已通过',
    en: 'The author allows such requests automatically: your request is allowed',
  },
  creditRoleInvalid: { zh: '请选择署名角色', en: 'Please choose a credit role' },
  creditNameLong: { zh: '署名最长32个字', en: 'A credited name is at most 32 characters' },
  creditWhoRequired: { zh: '请选择用户、填写署名或原工程', en: 'Choose a user, a name or a source project' },
  creditsTooMany: { zh: '最多20条署名', en: 'At most 20 credits' },
  creditUserMissing: { zh: '署名的用户不存在', en: 'The credited user does not exist' },
  creditSourceMissing: { zh: '原工程不存在', en: 'The source project does not exist' },
  creditsSaved: {
    zh: '署名已保存，被署名的用户接受后显示',
    en: 'Credits saved; credited users appear once they accept',
  },
  creditNoInvite: { zh: '没有待接受的署名邀请', en: 'There is no credit invitation to answer' },
  creditAccepted: { zh: '已接受署名', en: 'Credit accepted' },
  creditDeclined: { zh: '已拒绝署名', en: 'Credit declined' },
  creditInviteTitle: { zh: '署名邀请', en: 'Credit invitation' },
} as const satisfies Record<string, Label>;
