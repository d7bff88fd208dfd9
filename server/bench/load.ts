/**
 * The load generator of `npm run bench` (bench/run.ts): wrk (the targets were set with it) when it is
 * installed (`apt-get install wrk`), and otherwise autocannon from the npm registry. wrk is
 * written in C and takes a fraction of the CPU autocannon does; on a machine of two cores
 * autocannon could not load the bare ceiling fully, which made every ratio to it look better
 * than it was. Either way the generator runs in a process of its own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One load of one target. */
export interface LoadResult {
  perSecond: number;
  /** Latencies in ms. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and replies other than 2xx. */
  errors: number;
  /** Replies with a 2xx status. */
  acknowledged: number;
  /** Requests that may have been sent: the acknowledged, the failed, and those cut off in flight. */
  sentAtMost: number;
}

export type Generator = 'wrk' | 'autocannon';

const run = promisify(execFile);

export async function availableGenerator(): Promise<Generator> {
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk prints its version and exits 1.
      if (!error.stdout?.startsWith('wrk')) throw error;
    });
    return 'wrk';
  } catch {
    return 'autocannon';
  }
}

export async function load(generator: Generator, options: LoadOptions, connections: number, seconds: number): Promise<LoadResult> {
  return generator === 'wrk' ? loadWithWrk(options, connections, seconds) : loadWithAutocannon(options, connections, seconds);
}

async function loadWithAutocannon(options: LoadOptions, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ ...options, connections, duration: seconds });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    acknowledged: result['2xx'],
    sentAtMost: result.requests.sent,
  };
}

/** wrk's summary, printed as JSON by the script's `done` (latencies in µs). */
interface WrkSummary {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  socketErrors: number;
  notOk: number;
}

async function loadWithWrk(options: LoadOptions, connections: number, seconds: number): Promise<LoadResult> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-wrk-')), 'request.lua');
  fs.writeFileSync(script, wrkScript(options));
  try {
    const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, options.url], {
      maxBuffer: 1 << 20,
    });
    const summary = JSON.parse(stdout.slice(stdout.indexOf('{"requests"'))) as WrkSummary;
    return {
      perSecond: summary.requests / summary.seconds,
      p50: summary.p50 / 1000,
      p99: summary.p99 / 1000,
      errors: summary.socketErrors + summary.notOk,
      acknowledged: summary.requests - summary.notOk,
      // wrk sends one request at a time on each connection, so at most one each was cut off at
      // the end; a request whose connection failed may have reached the server before wrk
      // reconnected and went on.
      sentAtMost: summary.requests + connections + summary.socketErrors,
    };
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/**
 * The request, and a summary as one line of JSON at the end. wrk counts a status of 400 or more
 * as an error; the benchmark's targets answer 2xx or an error, never a redirect.
 */
function wrkScript(options: LoadOptions): string {
  const lines = [`wrk.method = ${luaString(options.method ?? 'GET')}`];
  for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (options.body !== undefined) lines.push(`wrk.body = ${luaString(options.body)}`);
  lines.push(
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"requests":%d,"seconds":%f,"p50":%d,"p99":%d,"socketErrors":%d,"notOk":%d}\\n\',',
    '    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99),',
    '    e.connect + e.read + e.write + e.timeout, e.status))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * A Lua string literal of the text's UTF-8 bytes. Printable ASCII stays as it is, but for the
 * quote and the backslash; every other byte is a three-digit escape, so a digit after it cannot
 * be read as part of it.
 */
function luaString(value: string): string {
  const plain = (byte: number) => byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c;
  const escaped = [...Buffer.from(value, 'utf8')].map((byte) =>
    plain(byte) ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`,
  );
  return `"${escaped.join('')}"`;
}
