// Content-area HTML is sanitised on the server before it reaches a page (ARCHITECTURE "Safe by
// construction"), by sanitize-html with our allowlist: these tags and no attribute but a checked
// link target; anything else is dropped (script, style and the like with their content).
import sanitize from 'sanitize-html';

const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'small', 'sup', 'sub', 'blockquote'];

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // Site paths, https, mail and phone; never javascript:, data:, http: or a protocol-relative
  // address, whose slashes the library also recognises written as '/\' or '\\'.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // Only the href comes from the content; an external link opens apart and tells nothing back.
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href?.trim();
      const kept: sanitize.Attributes = {};
      if (href) Object.assign(kept, href.startsWith('https://') ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href });
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
