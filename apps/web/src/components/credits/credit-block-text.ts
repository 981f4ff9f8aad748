import { CREDIT_ROLE_OPTIONS, SITE_PATHS, labelOf, type Lang, type ProjectCredit } from '@vsqx/domain';

/**
 * A ready credit block for a Bilibili description: one line per role (names joined), the source project's
 * address last, and this project's address.
 */
export function creditBlockText(credits: ProjectCredit[], projectUrl: string, lang: Lang): string {
  const lines: string[] = [];
  for (const role of CREDIT_ROLE_OPTIONS) {
    const of = credits.filter((c) => c.role === role.value);
    if (of.length === 0) continue;
    const label = labelOf(CREDIT_ROLE_OPTIONS, role.value, lang);
    if (role.value === 'source') {
      for (const c of of)
        lines.push(
          `${label}${lang === 'en' ? ': ' : '：'}${c.source_name ?? ''} ${window.location.origin}${SITE_PATHS.project(c.source_project_id ?? 0)}`,
        );
    } else {
      lines.push(
        `${label}${lang === 'en' ? ': ' : '：'}${of.map((c) => c.name).join(lang === 'en' ? ', ' : '、')}`,
      );
    }
  }
  lines.push(`${lang === 'en' ? 'Project' : '工程'}${lang === 'en' ? ': ' : '：'}${projectUrl}`);
  return lines.join('\n');
}
