import MarkdownIt from 'markdown-it';

// Raw HTML in CMS text is shown as text, never run: editors write Markdown, and an HTML paste cannot inject
// markup or scripts into the site.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

// Links that leave the site open in a new tab without giving it access to this page.
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:\/\//.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** CMS rich text (Markdown) as HTML. */
export function renderMarkdown(source: string | undefined | null): string {
  return source ? markdown.render(source) : '';
}

/** CMS rich text as plain text, for search, meta descriptions and structured data. */
export function markdownToText(source: string | undefined | null): string {
  return renderMarkdown(source)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
