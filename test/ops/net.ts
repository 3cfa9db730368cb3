/** Small helpers of the tests that run real servers: a free port, a pause. */
import { createServer } from 'node:net'

/** A port nothing listens on right now (bound once on 127.0.0.1 and released). */
export function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')))
    })
  })
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
