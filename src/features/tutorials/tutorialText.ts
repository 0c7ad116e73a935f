/**
 * A tutorial body as the content site writes it: plain text, paragraphs separated by blank lines. The screens
 * render the paragraphs as text nodes, never as HTML.
 */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);

/** Only web links are offered as a tutorial's video (a `javascript:` or `data:` address is dropped). */
export const safeVideoUrl = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};
