import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown.ts';

describe('CMS Markdown', () => {
  it('renders rich text, opening outside links safely in a new tab', () => {
    expect(renderMarkdown('**Risk** [SEC](https://www.sec.or.th)')).toBe(
      '<p><strong>Risk</strong> <a href="https://www.sec.or.th" target="_blank" rel="noopener noreferrer">SEC</a></p>\n',
    );
  });

  it('shows raw HTML as text instead of running it', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toContain('&lt;script&gt;');
  });

  it('reads as plain text for search and structured data', () => {
    expect(markdownToText('## Fees\n\n- *Performance* fee & more')).toBe('Fees Performance fee & more');
  });
});
