// @vitest-environment node
import { createServer, type AddressInfo, type Server } from 'node:net'
import { createTestApp } from '../test/harness'
import { smtpDelivery } from './smtp'

/** A few lines of SMTP, enough for one client to hand over messages: each one's DATA is kept in `received`. */
function tinySmtpServer() {
  const received: string[] = []
  const server: Server = createServer((socket) => {
    let buffer = ''
    let data: string[] | undefined
    socket.write('220 tiny ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'))
            data = undefined
            socket.write('250 queued\r\n')
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 tiny\r\n')
        else if (/^DATA/i.test(line)) {
          data = []
          socket.write('354 go on\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return { server, received }
}

it('with SMTP, the reset message reaches the mail server with its link', async () => {
  const { server, received } = tinySmtpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const deliver = smtpDelivery(`smtp://127.0.0.1:${port}`, 'Tessera <no-reply@tessera.test>')
    let sent: Promise<void> = Promise.resolve()
    const { app } = createTestApp({
      runtime: 'node',
      appUrl: 'https://app.tessera.test',
      deliverMail: (message) => (sent = deliver(message)),
    })
    const reply = await app.request('/jwt/forgot-password', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com' }),
    })
    expect(reply.status).toBe(200)
    await sent
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail).toContain('To: admin@demo.com')
    expect(mail).toContain('Subject: Reset your Tessera password')
    // quoted-printable may fold long lines: unfold before looking for the link
    const text = mail.replace(/=\n/g, '').replace(/=3D/g, '=')
    expect(text).toMatch(/Reset password: https:\/\/app\.tessera\.test\/pages\/reset-password-v2\?token=[0-9a-f]{64}/)
  } finally {
    server.close()
  }
})
