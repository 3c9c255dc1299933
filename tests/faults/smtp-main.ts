import { SMTPServer } from 'smtp-server'

// A mail server in its own process, for the SMTP outage test (smtp-down.test.ts): listens on
// 127.0.0.1:SMTP_PORT and prints one JSON line per message received, so the test counts
// deliveries across a stop and a restart: `{"received":{"messageId":"<...>","to":"..."}}`.
const port = Number(process.env['SMTP_PORT'])
if (!Number.isInteger(port) || port <= 0)
  throw new Error(`SMTP_PORT must be a port, got ${process.env['SMTP_PORT']}`)

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const head =
        Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0] ?? ''
      const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? ''
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',')
      process.stdout.write(`${JSON.stringify({ received: { messageId, to } })}\n`)
      callback()
    })
  },
})
smtp.listen(port, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ listening: port })}\n`))
process.once('SIGTERM', () => smtp.close(() => process.exit(0)))
