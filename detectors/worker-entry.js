// The file piscina starts in each worker thread. Plain JavaScript, because a worker thread does not
// inherit the TypeScript loader of the main thread (tsx, tap): the tsx loader is registered here,
// unless this thread can already load TypeScript (a compiled build would point at worker.js).
import { register } from 'tsx/esm/api'

register()
const task = await import('./worker.ts')
export default task.default
