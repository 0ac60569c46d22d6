import { describe, expect, it } from 'vitest';
import { plainText, sanitizeHtml, sanitizeRichText } from './richText';

describe('rich text', () => {
  it('should drop what runs or loads with its content, and keep only the text of tags outside the policy', () => {
    const html = '<p>Hi<script>alert(1)</script><style>p{}</style><textarea>typed</textarea><img src="x" onerror="alert(2)"><table><tr><td>cell</td></tr></table></p>';
    expect(sanitizeHtml(html)).toBe('<p style="margin:0 0 0.5em">Hicell</p>');
  });

  it('should keep formatting tags as the tags they are shown as, with a heading as a bold paragraph', () => {
    expect(sanitizeRichText('<h2>Title</h2><b>bold</b><i>it</i><font>f</font>')).toEqual([
      { tag: 'p', style: { 'font-weight': '700' }, children: ['Title'] },
      { tag: 'strong', style: {}, children: ['bold'] },
      { tag: 'em', style: {}, children: ['it'] },
      { tag: 'span', style: {}, children: ['f'] },
    ]);
  });

  it('should keep only the styles the policy allows on each tag, and links to http, https or mailto', () => {
    const tree = sanitizeRichText(
      '<p style="text-align:right;color:red" data-x="1" title="t"><span style="font-size:18px;position:fixed;background-color:url(x)">s</span><a href="mailto:a@b.org" onclick="x()">m</a><a href="javascript:alert(1)">j</a></p>',
    );
    expect(tree).toEqual([
      {
        tag: 'p',
        style: { 'text-align': 'right' },
        children: [{ tag: 'span', style: { 'font-size': '18px' }, children: ['s'] }, { tag: 'a', style: {}, href: 'mailto:a@b.org', children: ['m'] }, 'j'],
      },
    ]);
    expect(plainText(tree)).toBe('smj');
  });

  it("should keep a span's language when it is a language tag, and drop it elsewhere or otherwise", () => {
    const tree = sanitizeRichText('<p lang="fr">I said <span lang="fr" style="color:red">bonjour</span>, <span lang="fr&quot; onclick=&quot;x()">a</span><span lang="French">b</span><em lang="ar">c</em><span lang="en-GB">d</span></p>');
    expect(tree).toEqual([
      {
        tag: 'p',
        style: {},
        children: [
          'I said ',
          { tag: 'span', style: { color: 'red' }, lang: 'fr', children: ['bonjour'] },
          ', ',
          { tag: 'span', style: {}, children: ['a'] },
          { tag: 'span', style: {}, children: ['b'] },
          { tag: 'em', style: {}, children: ['c'] },
          { tag: 'span', style: {}, lang: 'en-GB', children: ['d'] },
        ],
      },
    ]);
    expect(sanitizeHtml('<span lang="ar">كتاب</span>')).toBe('<span lang="ar">كتاب</span>');
  });
});
