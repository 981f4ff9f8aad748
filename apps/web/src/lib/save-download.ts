import i18next from 'i18next';
import { alertDialog } from './feedback';
import { currentLang } from './i18n';

/** The UTF-8 file name of an RFC 6266 `Content-Disposition` (`filename*=`), else its plain `filename=`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // a broken escape: fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a download and saves it under the server's file name. Used where the server may refuse with a
 * message (a converted download answers 409 when it cannot convert): the message is shown in the
 * spec's alert dialog instead of the browser leaving the page for a JSON error. Answers whether it saved.
 */
export async function saveDownload(
  url: string,
  fallbackName: string,
  headers: Record<string, string> = {},
): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'X-Lang': currentLang(), ...headers } });
  } catch {
    await alertDialog(i18next.t('common:errors.network'), 'notice');
    return false;
  }
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { message?: string } | null;
    await alertDialog(env?.message ?? i18next.t('common:errors.network'), 'notice');
    return false;
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click ran; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
