/** The body of a mail before it becomes text and HTML: short paragraphs, an optional button. */
export interface MailContent {
  /** The first line, e.g. 'Hello Alex,'. */
  greeting: string;
  paragraphs: readonly string[];
  /** A link the mail is about, shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Lines after the action (why the reader got it, how long the link lasts). */
  closing?: readonly string[];
  /**
   * A block of preformatted lines (a digest's changes), kept as lines in both parts.
   */
  details?: readonly string[];
}

export interface MailBodies {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML (names, reasons and addresses come from users). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Both parts of a mail from one description. The HTML is self-contained (inline styles, no images,
 * no remote resources, so nothing reports back when it is opened).
 */
export function composeMail(content: MailContent): MailBodies {
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.details && content.details.length > 0) textParts.push(content.details.join('\n'));
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.closing) textParts.push(...content.closing);

  const paragraph = (text: string): string =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const htmlParts = [paragraph(content.greeting), ...content.paragraphs.map(paragraph)];
  if (content.details && content.details.length > 0) {
    htmlParts.push(
      `<pre style="margin:0 0 16px;font-family:inherit;white-space:pre-wrap;line-height:1.5">${escapeHtml(
        content.details.join('\n'),
      )}</pre>`,
    );
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    htmlParts.push(
      `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:10px 18px;` +
        `background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(
          content.action.label,
        )}</a></p>`,
      paragraph(`If the button does not work, open ${content.action.url}`),
    );
  }
  if (content.closing) htmlParts.push(...content.closing.map(paragraph));

  return {
    text: `${textParts.join('\n\n')}\n`,
    html:
      '<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;' +
      `color:#111827">${htmlParts.join('')}</body></html>`,
  };
}
