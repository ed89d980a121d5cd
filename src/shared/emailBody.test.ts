import { describe, expect, it } from 'vitest';
import { bodyHtmlToText, textToBodyHtml } from './emailBody';

describe('email bodies', () => {
  it('escapes markup and turns line breaks into <br>', () => {
    expect(textToBodyHtml('Hi <b>there</b>\r\nLine "2" & \'3\'')).toBe(
      'Hi &lt;b&gt;there&lt;/b&gt;<br>Line &quot;2&quot; &amp; &#39;3&#39;',
    );
    expect(textToBodyHtml('<script>alert(1)</script><img src=x onerror=alert(1)>')).not.toMatch(/<script|<img/);
  });
  it('round-trips any text exactly', () => {
    for (const text of ['plain', 'a\nb\n\nc', '&lt; already escaped &amp;', '<br> typed literally', 'x & y < z > "q"']) {
      expect(bodyHtmlToText(textToBodyHtml(text))).toBe(text);
    }
  });
});
