import fs from 'node:fs';
import path from 'node:path';

/** The e2e server's mail outbox (no SMTP_URL: each message is an .eml file there, DESIGN §8). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'outbox');
}

/** The text body of a single-part message, decoded from its transfer encoding. */
function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The link of the newest message to `to` that leads to `page` (a site path), waiting for it to be written. */
export async function mailedLink(
  to: string,
  page: '/verify_email' | '/reset_password',
  timeoutMs = 10_000,
): Promise<string> {
  const dir = outboxDir();
  const start = Date.now();
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
      if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(head)) continue;
      const link = /https?:\/\/\S+/.exec(bodyText(raw))?.[0];
      if (link && new URL(link).pathname === page) return link;
    }
    if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to} matching ${page} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
