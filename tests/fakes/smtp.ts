// A fake SMTP server on loopback for the alert mail tests: accepts every recipient but the ones told to bounce,
// which get a permanent 550 (a hard failure), and keeps each accepted message's raw text.
import { createServer, type Server, type Socket } from "node:net";

export type FakeSmtp = { url: string; messages: string[]; close(): Promise<void> };

export async function startFakeSmtp(options: { bounce: string[] }): Promise<FakeSmtp> {
  const messages: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let data = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake.smtp.test ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(data);
          data = "";
          reply("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 fake.smtp.test");
        else if (command === "MAIL") reply("250 2.1.0 ok");
        else if (command === "RCPT") {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
          if (options.bounce.includes(address)) reply("550 5.1.1 no such mailbox");
          else reply("250 2.1.5 ok");
        } else if (command === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (command === "RSET" || command === "NOOP") reply("250 ok");
        else reply("502 5.5.2 not implemented");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
