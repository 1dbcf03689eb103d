import nodemailer, { type SendMailOptions } from 'nodemailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * The sink that the mail tests read: its HTML must be the HTML sent, whatever the line
 * wrapping. A signed link's token is base64url (it holds "-"), and quoted-printable wraps
 * lines at 76 characters, so a body line can start with "--" like a MIME boundary does;
 * cutting parts there once lost a mail's later links (mail-tracking.test.ts, one run in many).
 */
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const token = '-'.repeat(300);
const html = `<p>Hi</p><a href="http://h/api/mail/click?t=${token}">a</a> and <a href="http://h/api/mail/click?t=${token}x">b</a><img src="http://h/api/mail/open?t=${token}">`;

const send = async (subject: string, mail: SendMailOptions) => {
  await nodemailer.createTransport(sink.url).sendMail({ from: 'agent@example.com', to: 'lead@example.com', subject, html, ...mail });
  const deadline = Date.now() + 5_000;
  while (!sink.received.some((m) => m.subject === subject) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return sink.received.find((m) => m.subject === subject)!;
};

test('a multipart mail (text, HTML and an attachment): the HTML as sent, though its lines start with "--"', async () => {
  const mail = await send('multipart', { text: 'plain', attachments: [{ filename: 'note.txt', content: 'hello' }] });
  expect(mail.raw).toMatch(/\r\n--{2,}/); // the wrapped token does start lines with "--"
  expect(mail.html).toBe(html);
});

test('a mail that is HTML alone: the HTML as sent', async () => {
  expect((await send('html only', {})).html).toBe(html);
});
