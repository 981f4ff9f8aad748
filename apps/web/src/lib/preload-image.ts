/**
 * Asks for an image the first screen will show as its largest paint (Lighthouse's LCP element) before the
 * page's code has rendered it, so it arrives beside that code instead of after it (issue 19).
 */
export function preloadImage(href: string) {
  const link = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'image',
    href,
    fetchPriority: 'high',
  });
  document.head.append(link);
}
