import { describe, expect, it } from 'vitest';
import { joinHtml, markup, trusted } from './html';

describe('markup`…`', () => {
  it('escapes every interpolated text, in text and in attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(markup`<p title="${name}">${name}</p>`.markup).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">' +
        '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('keeps markup made by markup`…` or trusted() and flattens lists', () => {
    const items = ['a<', 'b>'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${trusted('<hr>')}${null}${false}`.markup).toBe(
      '<ul><li>a&lt;</li><li>b&gt;</li></ul><hr>',
    );
    expect(joinHtml([markup`${'<'}`, markup`x`], markup`<br>`).markup).toBe('&lt;<br>x');
  });
});
