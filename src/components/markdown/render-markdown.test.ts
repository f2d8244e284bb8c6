import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';
import { withoutRepeatedTitle } from './repeated-title';

/** Renders into a detached element so assertions can query the DOM the page would get. */
function render(source: string) {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(source);
  return root;
}

describe('renderMarkdown: math', () => {
  it('renders inline $…$ with KaTeX, keeping MathML with its TeX source for screen readers', () => {
    const root = render('The area is $\\pi r^2$ exactly.');
    const inline = root.querySelector('p > .math-inline .katex');
    expect(inline).not.toBeNull();
    expect(root.querySelector('.katex-display')).toBeNull();
    expect(root.querySelector('math semantics annotation[encoding="application/x-tex"]')?.textContent).toBe('\\pi r^2');
    expect(root.querySelector('p')?.textContent).toMatch(/^The area is .* exactly\.$/);
  });

  it('renders $$…$$ on its own lines as display math', () => {
    const root = render('Sum:\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\nDone.');
    const block = root.querySelector('div.math-display .katex-display .katex');
    expect(block).not.toBeNull();
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.querySelector('.mfrac')).not.toBeNull();
  });

  it('renders $$…$$ inside a paragraph as display math too', () => {
    const root = render('So $$x^2$$ grows.');
    expect(root.querySelector('p .math-display .katex-display')).not.toBeNull();
  });

  it('keeps an escaped \\$ a dollar and leaves prices alone', () => {
    const root = render('A byte costs \\$1 and a word \\$4. Prices $5 and $10 are not math.');
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.textContent).toContain('A byte costs $1 and a word $4.');
    expect(root.textContent).toContain('Prices $5 and $10 are not math.');
  });

  it('treats \\$ inside a formula as a TeX dollar, not as its end', () => {
    const root = render('Cost: $\\$5 + x$ total');
    expect(root.querySelectorAll('.katex')).toHaveLength(1);
    expect(root.querySelector('annotation')?.textContent).toBe('\\$5 + x');
    expect(root.querySelector('p')?.lastChild?.textContent).toBe(' total');
  });

  it('does not treat $ inside code spans or code blocks as math', () => {
    const root = render('Run `echo $HOME $PATH` now.\n\n```bash\necho "$x$ and $$y$$"\n```\n\n    $$ indented $$');
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.querySelector('p code')?.textContent).toBe('echo $HOME $PATH');
    expect(root.querySelector('pre code.language-bash')?.textContent).toContain('echo "$x$ and $$y$$"');
    expect(root.querySelectorAll('pre')[1]?.textContent).toContain('$$ indented $$');
  });

  it('shows a broken formula as a visible error instead of failing the page', () => {
    const root = render('Broken $\\frac{1}{$ here, then $x$ fine.');
    const error = root.querySelector('.katex-error');
    expect(error).not.toBeNull();
    expect(error?.getAttribute('title')).toMatch(/ParseError/);
    expect(root.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('refuses \\href and friends (trust: false)', () => {
    const root = render('$\\href{javascript:alert(1)}{click}$ and $\\url{https://evil.test}$');
    expect(root.querySelector('a, [href]')).toBeNull();
    // The source stays readable (in red) but nothing links anywhere.
    expect(root.querySelector('.katex-html')?.textContent).toBe('\\href');
  });
});

describe('renderMarkdown: bounded TeX', () => {
  it('stops a self-referencing \\def instead of hanging', () => {
    const started = performance.now();
    const root = render('$\\def\\a{\\a}\\a$ and $\\def\\b{\\b\\b}\\b$');
    expect(performance.now() - started).toBeLessThan(2000);
    const errors = root.querySelectorAll('.katex-error');
    expect(errors).toHaveLength(2);
    expect(errors[0]?.getAttribute('title')).toMatch(/Too many expansions/);
  });

  it('stops exponential macro growth', () => {
    const big = `\\def\\a{${'x'.repeat(200)}}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\c{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}\\def\\d{\\c\\c\\c\\c\\c\\c\\c\\c\\c\\c}\\d\\d\\d`;
    const started = performance.now();
    const root = render(`$${big}$`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(root.querySelector('.katex-error')).not.toBeNull();
  });

  it('caps huge sizes at maxSize', () => {
    const root = render('$\\rule{100000em}{100000em}$');
    const rule = root.querySelector<HTMLElement>('.rule');
    expect(rule).not.toBeNull();
    expect(rule?.style.borderRightWidth).toBe('20em');
    expect(rule?.style.borderTopWidth).toBe('20em');
  });

  it('refuses a formula longer than the limit', () => {
    const root = render(`$${'x+'.repeat(3000)}x$`);
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.querySelector('.katex-error')?.getAttribute('title')).toMatch(/longer than/);
  });

  it('does not let \\gdef leak from one formula into the next', () => {
    const root = render('$\\gdef\\leak{LEAKED}$ then $\\leak$');
    const second = root.querySelectorAll('.katex-html')[1];
    expect(second?.textContent).toBe('\\leak');
  });
});

describe('renderMarkdown: code', () => {
  it.each([
    ['python', 'def area(r):\n    return 3.14 * r ** 2', 'hljs-keyword'],
    ['javascript', 'const n = 1;', 'hljs-keyword'],
    ['js', 'let x = "s";', 'hljs-string'],
    ['html', '<p class="a">hi</p>', 'hljs-tag'],
    ['css', 'p { color: red; }', 'hljs-attribute'],
    ['bash', 'echo "hi" # greet', 'hljs-comment'],
    ['json', '{"a": 1}', 'hljs-attr'],
  ])('highlights %s', (language, code, tokenClass) => {
    const root = render(`\`\`\`${language}\n${code}\n\`\`\``);
    const block = root.querySelector('pre > code.hljs');
    expect(block?.classList.contains(`language-${language}`)).toBe(true);
    expect(block?.querySelector(`.${tokenClass}`)).not.toBeNull();
    expect(block?.textContent).toBe(`${code}\n`);
  });

  it('escapes code of an unknown or missing language without highlighting it', () => {
    const root = render('```\n<b>not bold</b>\n```\n\n```brainfuck\n+++.\n```');
    const [plain, unknown] = root.querySelectorAll('pre > code');
    expect(plain?.querySelector('b')).toBeNull();
    expect(plain?.textContent).toBe('<b>not bold</b>\n');
    expect(unknown?.querySelector('span')).toBeNull();
  });
});

describe('renderMarkdown: tables, images, links', () => {
  it('renders GFM tables inside a scroll box', () => {
    const root = render('| n | $n^2$ |\n|---|---|\n| 3 | 9 |');
    expect(root.querySelector('.table-scroll > table th .katex')).not.toBeNull();
    expect(root.querySelectorAll('tbody td')).toHaveLength(2);
  });

  it('lets a keyboard reach the scroll box of a table (it survives the sanitizer)', () => {
    const box = render('| a | b |\n|---|---|\n| 1 | 2 |').querySelector('.table-scroll');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.getAttribute('role')).toBe('region');
    expect(box?.getAttribute('aria-label')).toBe('Table');
  });

  it('renders images lazily with their alt text', () => {
    const img = render('![A binary tree](/images/tree.png)').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/tree.png');
    expect(img?.getAttribute('alt')).toBe('A binary tree');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('opens outside links in a new tab without an opener', () => {
    const link = render('[MDN](https://developer.mozilla.org)').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('renderMarkdown: sanitizing', () => {
  it('removes <script>', () => {
    const root = render('Hi <script>window.hacked = true</script>\n\n<script src="/x.js"></script>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toContain('hacked');
  });

  it('removes event handlers', () => {
    const root = render('<img src="x" onerror="alert(1)">\n\n<p onclick="alert(2)">p</p>\n\n<svg onload="alert(3)"></svg>');
    expect(root.innerHTML).not.toMatch(/on(error|click|load)=/);
    expect(root.querySelector('img')).not.toBeNull();
  });

  it('removes javascript: links, in Markdown and in HTML', () => {
    const root = render('[click](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">two</a> and [ok](/teacher)');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => href?.toLowerCase().includes('javascript'))).toBe(false);
    expect(hrefs).toContain('/teacher');
  });

  it('refuses forms, iframes and style tags', () => {
    const root = render('<form action="/x"><input name="p"></form><iframe src="/x"></iframe><style>body{display:none}</style>');
    expect(root.querySelector('form, input, iframe, style')).toBeNull();
  });
});

describe('renderMarkdown: headings', () => {
  it('moves headings one level down under the page title', () => {
    const root = render('# Loops\n\n## for\n\n###### deep');
    expect([...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H2:Loops',
      'H3:for',
      'H6:deep',
    ]);
  });

  it('keeps inline math and code in headings', () => {
    const root = render('## Area $\\pi r^2$ with `math.pi`');
    expect(root.querySelector('h3 .katex')).not.toBeNull();
    expect(root.querySelector('h3 code')?.textContent).toBe('math.pi');
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that repeats the title', () => {
    expect(withoutRepeatedTitle('# for Loops and range\n\nText', 'for Loops and range')).toBe('Text');
    expect(withoutRepeatedTitle('\n#  While loops #\nText', 'while loops')).toBe('Text');
  });

  it('keeps any other opening', () => {
    expect(withoutRepeatedTitle('# Another title\n\nText', 'Loops')).toBe('# Another title\n\nText');
    expect(withoutRepeatedTitle('Text first\n# Loops', 'Loops')).toBe('Text first\n# Loops');
    expect(withoutRepeatedTitle('## Loops\nText', 'Loops')).toBe('## Loops\nText');
  });
});
