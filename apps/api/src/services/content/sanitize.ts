// Content-area HTML is sanitised on the server before it reaches a page (ARCHITECTURE "Safe by
// construction"). An allowlist over tags and attributes: anything else is dropped (script and style
// with their content), and every attribute but a checked link target is removed.

const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'small', 'sup', 'sub', 'blockquote']);
const voidTags = new Set(['br']);
const droppedWithContent = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[^]*?<\/\1\s*>/gi;
const safeHref = /^(https:\/\/|\/(?!\/)|mailto:|tel:)[^\s"'<>`]*$/i;
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;

function escapeText(text: string): string {
  return text.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function hrefOf(attributes: string): string | null {
  const match = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return safeHref.test(href) ? href : null;
}

export function sanitizeHtml(html: string): string {
  const withoutDangerous = html.replace(/<!--[^]*?-->/g, '').replace(droppedWithContent, '');
  let out = '';
  let last = 0;
  for (const match of withoutDangerous.matchAll(tagPattern)) {
    out += escapeText(withoutDangerous.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (!allowedTags.has(tag)) continue;
    if (closing) {
      if (!voidTags.has(tag)) out += `</${tag}>`;
      continue;
    }
    if (tag === 'a') {
      const href = hrefOf(match[3] ?? '');
      const external = href?.startsWith('https://') ?? false;
      out += href === null ? '<a>' : `<a href="${href}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>`;
      continue;
    }
    out += `<${tag}>`;
  }
  return out + escapeText(withoutDangerous.slice(last));
}
