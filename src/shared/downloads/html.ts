/**
 * A small HTML builder for the downloadable templates (self-contained files,
 * built with the site): interpolated values are escaped unless they are the
 * output of another `markup` call, so text from our own data can never become markup.
 */
export interface SafeHtml {
  readonly safeHtml: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Value = string | number | SafeHtml | readonly Value[] | false | null | undefined;

function render(value: Value): string {
  if (value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && 'safeHtml' in value) return value.safeHtml;
  return escapeHtml(String(value));
}

/** Named `markup`, not `html`, so that Prettier leaves the templates' whitespace as written. */
export function markup(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return { safeHtml: strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), '') };
}

/** A complete, self-contained HTML document: no scripts, styles inline, readable offline and printable. */
export function htmlDocument({
  title,
  description,
  style,
  body,
}: {
  title: string;
  description: string;
  style: string;
  body: SafeHtml;
}): string {
  return `<!DOCTYPE html>${
    markup`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <meta name="description" content="${description}" />
        <style>
          ${{ safeHtml: style }}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.safeHtml
  }\n`;
}
