import type { MarkedExtension, Tokens } from 'marked';

/** Renders TeX to HTML; injected so the extension can be tested without KaTeX. */
export type TexRenderer = (tex: string, displayMode: boolean) => string;

interface MathToken extends Tokens.Generic {
  type: 'blockMath' | 'inlineMath';
  text: string;
  displayMode: boolean;
}

// `$$ … $$` on lines of their own (one line or several).
const blockRule = /^ {0,3}\$\$([\s\S]+?)\$\$[ \t]*(?:\n+|$)/;
// `$$ … $$` inside a paragraph: display math in the running text.
const inlineDisplayRule = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/;
// `$ … $` after pandoc's rule, so prices stay text ("costs $5 and $10"): the opening `$` is not
// followed by a space, the closing one not preceded by a space and not followed by a digit.
// `\x` pairs are consumed whole, so `\$` inside math is TeX's dollar and never closes the formula.
const inlineRule = /^\$(?![\s$])((?:\\[\s\S]|[^\\$])+?)(?<!\s)\$(?!\d)/;

/**
 * Inline `$…$` and display `$$…$$` TeX for marked. Marked tries extensions before its own
 * tokenizers at each position it reaches, but code spans and code blocks are consumed whole by
 * marked before any `$` inside them is reached, so dollars in code stay code. An escaped `\$` is
 * taken by marked's escape tokenizer (the text tokenizer stops before every backslash) and stays a
 * literal dollar.
 */
export function mathExtension(render: TexRenderer): MarkedExtension {
  return {
    extensions: [
      {
        name: 'blockMath',
        level: 'block',
        start: (src) => src.match(/^ {0,3}\$\$/m)?.index,
        tokenizer(src) {
          const match = blockRule.exec(src);
          if (!match) return undefined;
          return { type: 'blockMath', raw: match[0], text: match[1]!.trim(), displayMode: true } satisfies MathToken;
        },
        renderer: (token) => `<div class="math-display">${render((token as MathToken).text, true)}</div>\n`,
      },
      {
        name: 'inlineMath',
        level: 'inline',
        start: (src) => {
          const index = src.indexOf('$');
          return index < 0 ? undefined : index;
        },
        tokenizer(src) {
          const display = inlineDisplayRule.exec(src);
          if (display) return { type: 'inlineMath', raw: display[0], text: display[1]!.trim(), displayMode: true } satisfies MathToken;
          const inline = inlineRule.exec(src);
          if (!inline) return undefined;
          return { type: 'inlineMath', raw: inline[0], text: inline[1]!, displayMode: false } satisfies MathToken;
        },
        renderer: (token) => {
          const { text, displayMode } = token as MathToken;
          return `<span class="${displayMode ? 'math-display' : 'math-inline'}">${render(text, displayMode)}</span>`;
        },
      },
    ],
  };
}
