/**
 * Where the service log goes (server.ts): stdout, with the lines of one turn of the event loop
 * written together. stdout is synchronous for pipes and files, so each line was a write system call
 * of its own: two per request (Fastify's "incoming request" and "request completed"), about a
 * fifth of the server's CPU time for a small POST /anonymize with its log read through a pipe.
 * Under load one turn of the loop serves several requests, and their lines now go out in one write;
 * a line waits at most until the end of its turn (setImmediate), and whatever waits when the process
 * exits is written before it does.
 */
export function batchedStdout (out: { write (chunk: string): unknown } = process.stdout): { write (chunk: string): void } {
  let pending = ''
  let scheduled = false
  function flush (): void {
    scheduled = false
    if (pending === '') return
    const chunk = pending
    pending = ''
    out.write(chunk)
  }
  // process.exit() (a fatal start error) and the end of a graceful shutdown: nothing may stay behind.
  process.on('exit', flush)
  return {
    write (chunk: string): void {
      pending += chunk
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    }
  }
}
