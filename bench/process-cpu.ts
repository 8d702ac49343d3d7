/**
 * CPU time of processes over a window, from /proc (Linux): which of the
 * processes sharing the machine (servers, PostgreSQL, the load generator)
 * is the bottleneck of a benchmark. Elsewhere the readings are empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function pidsNamed(name: string): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/** Linux's USER_HZ is 100 on every common platform. */
const TICKS_PER_SECOND = 100;

export interface CpuWindow {
  /** Percent of one core each group used since the window opened (100 = one core busy throughout). */
  stop(): Record<string, number>;
}

/** Opens a window over the named groups of pids; `postgres` counts every PostgreSQL process (backends come and go). */
export function cpuWindow(groups: Record<string, readonly number[]>): CpuWindow {
  const all = (): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups)) out[name] = pids.reduce((sum, pid) => sum + ticksOf(pid), 0);
    out['postgres'] = pidsNamed('postgres').reduce((sum, pid) => sum + ticksOf(pid), 0);
    return out;
  };
  const start = all();
  const startedAt = performance.now();
  return {
    stop() {
      const end = all();
      const seconds = (performance.now() - startedAt) / 1000;
      const out: Record<string, number> = {};
      for (const [name, ticks] of Object.entries(end)) out[name] = Math.round((100 * (ticks - (start[name] ?? 0))) / TICKS_PER_SECOND / seconds);
      out['cores'] = os.availableParallelism();
      return out;
    },
  };
}
