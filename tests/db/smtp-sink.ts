import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Headers unfolded, names in lower case, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text/html part, transfer encoding undone. */
  html: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

const boundaryOf = (contentType: string | undefined) => contentType?.match(/boundary="?([^";]+)"?/i)?.[1];

/**
 * The parts of a multipart body: the lines between its delimiter lines ("--boundary", and
 * "--boundary--" after the last), without the preamble and the epilogue. Only those exact
 * lines delimit: a line of a quoted-printable body may itself start with "--" (a signed link's
 * token wrapped at 76 characters).
 */
function multipartParts(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let part: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const bare = line.trimEnd();
    if (bare === `--${boundary}` || bare === `--${boundary}--`) {
      if (part) parts.push(part.join('\r\n'));
      part = bare === `--${boundary}` ? [] : null;
    } else {
      part?.push(line);
    }
  }
  return parts;
}

/** The text/html part of a MIME entity (a whole message, or a part of one), decoded. */
function htmlPart(entity: string): string {
  const split = entity.search(/\r?\n\r?\n/);
  if (split < 0) return '';
  const headers = parseHeaders(entity.slice(0, split));
  const body = entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = headers['content-type'];
  const boundary = boundaryOf(contentType);
  if (contentType?.startsWith('multipart/') && boundary) {
    for (const part of multipartParts(body, boundary)) {
      const html = htmlPart(part);
      if (html) return html;
    }
    return '';
  }
  // A message that is one part ends with the line break SMTP's end of data needs.
  return contentType?.startsWith('text/html') ? decodeBody(body.replace(/\r?\n$/, ''), headers['content-transfer-encoding']) : '';
}

/** A local SMTP server on a random port that keeps every message it is given. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, split));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          subject: headers.subject ?? '',
          html: htmlPart(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
