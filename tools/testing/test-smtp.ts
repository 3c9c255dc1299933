import { SMTPServer } from 'smtp-server'

/** One message as a real SMTP server took it: the envelope's recipients and the raw message. */
export type ReceivedMail = { from: string; recipients: string[]; raw: string }

export type TestSmtp = {
  port: number
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on loopback (smtp-server, no TLS, no auth) keeping every message with its
 * envelope: what a mail's recipients really are, not what its headers say.
 */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        received.push({
          from: from === false ? '' : from.address,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  const address = smtp.server.address()
  const bound = typeof address === 'object' && address !== null ? address.port : 0
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  }
}

/** A header of a raw message, unfolded, or undefined: `headerOf(raw, 'Reply-To')`. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

/** Every header name of a raw message, lower-cased, in order. */
export function headerNamesOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
}

/**
 * A raw message with its quoted-printable bodies and encoded-word headers read back to text
 * (soft line breaks joined, `=3D` as `=`, `=?UTF-8?Q?...?=` decoded), to search for what a reader sees.
 */
export function readableMail(raw: string): string {
  // Adjacent encoded words are one text: the folding between them is not part of it.
  const joined = raw.replace(/\?=\r?\n?[ \t]+=\?utf-8\?q\?/gi, '')
  const words = joined.replace(/=\?utf-8\?q\?([^?]*)\?=/gi, (_, text: string) =>
    decodeBytes(text.replace(/_/g, ' ')),
  )
  return decodeBytes(words.replace(/=\r?\n/g, ''))
}

function decodeBytes(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  )
}
