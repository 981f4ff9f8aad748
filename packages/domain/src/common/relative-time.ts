import type { Lang } from './labels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Full local date, used after 12 months. */
export function formatFullDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Full local date and time, used for upload and message times. */
export function formatDateTime(d: Date | number | string): string {
  const x = new Date(d);
  return `${formatFullDate(x)} ${pad(x.getHours())}:${pad(x.getMinutes())}`;
}

function monthsBetween(then: Date, now: Date): number {
  let m = (now.getFullYear() - then.getFullYear()) * 12 + (now.getMonth() - then.getMonth());
  if (now.getDate() < then.getDate()) m -= 1;
  return m;
}

/**
 * Relative time of the favourites page (spec §2, §9): just now, minutes, hours, days, weeks, months,
 * and the full date once 12 months have passed. Future times (clock skew) read as "just now".
 */
export function formatRelativeTime(time: Date | number | string, lang: Lang, now: Date = new Date()): string {
  const then = new Date(time);
  const diff = now.getTime() - then.getTime();
  const zh = lang === 'zh';
  const unit = (n: number, zhUnit: string, en: string) =>
    zh ? `${n}${zhUnit}前` : `${n} ${en}${n === 1 ? '' : 's'} ago`;
  if (diff < MINUTE) return zh ? '刚刚' : 'just now';
  if (diff < HOUR) return unit(Math.floor(diff / MINUTE), '分钟', 'minute');
  if (diff < DAY) return unit(Math.floor(diff / HOUR), '小时', 'hour');
  if (diff < 7 * DAY) return unit(Math.floor(diff / DAY), '天', 'day');
  const months = monthsBetween(then, now);
  if (months < 1) return unit(Math.floor(diff / (7 * DAY)), '周', 'week');
  if (months < 12) return unit(months, '个月', 'month');
  return formatFullDate(then);
}
