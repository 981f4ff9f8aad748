import {
  SITE_PATHS,
  USE_TYPE_OPTIONS,
  formatDateTime,
  labelOf,
  type Lang,
  type LicenceCertificate,
} from '@vsqx/domain';

/** The certificate's full address (what the QR code and the copied text carry). */
export const certificateUrl = (code: string) => `${window.location.origin}${SITE_PATHS.licence(code)}`;

/** A ready text for a video description: who licensed what to whom, for what, and where to check it. */
export function certificateText(c: LicenceCertificate, lang: Lang): string {
  const project = `${window.location.origin}${c.project_type === 'm' ? SITE_PATHS.midiProject(c.project_id) : SITE_PATHS.project(c.project_id)}`;
  const use = c.use_type ? labelOf(USE_TYPE_OPTIONS, c.use_type, lang) : '';
  if (lang === 'en') {
    return [
      `Licensed by ${c.owner_name} to ${c.licensee_name}${use ? ` (${use})` : ''} on ${formatDateTime(c.granted_at)}`,
      `Project: ${c.music_name} ${project}`,
      `Certificate: ${certificateUrl(c.code)}`,
    ].join('\n');
  }
  return [
    `本作品已获得 ${c.owner_name} 授权${use ? `（${use}）` : ''}，授权给 ${c.licensee_name}，授权时间 ${formatDateTime(c.granted_at)}`,
    `工程：${c.music_name} ${project}`,
    `授权证书：${certificateUrl(c.code)}`,
  ].join('\n');
}
