// The processes a local app server started itself (`npx` → `node`, `sh -c` → …). Stopping only
// the direct child would orphan them, and they are found only while their parent lives, so the
// host reads the tree before it stops a server. Linux (/proc); elsewhere the tree is the child alone.
import { readFileSync } from 'node:fs';

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Every descendant of `pid`, parents before their children; bounded against a runaway tree. */
export function descendants(pid: number, limit = 256): number[] {
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0 && out.length < limit) {
    for (const child of children(queue.shift()!)) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}
