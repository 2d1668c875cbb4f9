// One app's MCP connection: start or reach its server, keep it up (reconnect with capped
// exponential backoff and jitter), hand notifications to the host, and stop it without leaving
// a process behind. Protocol only through the SDK's Client; the transport is chosen by runtime.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Manifest } from '../manifest/types.js';
import { type BackoffOptions, backoffDelay } from './backoff.js';
import { serverEnv } from './env.js';
import { descendants, kill, processAlive } from './process-tree.js';
import { captureStderr, explainExit, type StderrCapture } from './stderr.js';

/** The host's read-only hint to apps, and the same hint from an app: "list my tools again". */
export const REFRESH_HINT_METHOD = 'notifications/voiceos/refresh_intent_values';

const RefreshHintNotification = z.object({
  method: z.literal(REFRESH_HINT_METHOD),
  params: z.optional(z.looseObject({})),
});

export type ListTrigger = 'list_changed' | 'refresh_hint';

export interface ConnectionOptions {
  appId: string;
  /** The app folder: cwd of a local server. */
  dir: string;
  manifest: Manifest;
  requestTimeoutMs: number;
  connectTimeoutMs: number;
  backoff: BackoffOptions;
  /** A connection that stayed up this long starts its next reconnect from the first delay. */
  stableMs: number;
  /** A local server still running this long after its stdin closed is killed. */
  stopGraceMs: number;
  onStderr(line: string): void;
  /** Connected (again): the host lists the tools. */
  onUp(): void;
  /** A connection attempt failed or a live connection was lost; a reconnect is scheduled. */
  onDown(error: string): void;
  onListHint(trigger: ListTrigger): void;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class AppConnection {
  private client: Client | null = null;
  private transport: Transport | null = null;
  private stderr: StderrCapture | null = null;
  /** Bumped for every connection attempt, so late callbacks of an old one are ignored. */
  private epochCounter = 0;
  private upSince: number | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private probing = false;
  private stopped = false;
  private closing: Promise<void> = Promise.resolve();

  constructor(private readonly options: ConnectionOptions) {}

  get connected(): boolean {
    return this.upSince !== null && this.client !== null;
  }

  /** Identifies the current connection; a listing started under another epoch is stale. */
  get epoch(): number {
    return this.epochCounter;
  }

  /** The pid of the local server process while one runs. */
  get serverPid(): number | null {
    return this.transport instanceof StdioClientTransport ? this.transport.pid : null;
  }

  start(): void {
    void this.connect();
  }

  /** The connected client; throws when there is none, so callers fail like a request would. */
  requireClient(): Client {
    if (!this.connected || this.client === null) throw new Error('the app server is not connected');
    return this.client;
  }

  /** Fire and forget: a notification to the server; a failure only starts a liveness check. */
  notify(method: string): boolean {
    if (!this.connected || this.client === null) return false;
    this.client.notification({ method }).catch((err: unknown) => this.checkAlive(err));
    return true;
  }

  /**
   * After a failed request: is the server still there? HTTP never reports a dead server through
   * onclose, only through errors, so every error is followed by a ping; when that fails too the
   * connection is rebuilt.
   */
  checkAlive(cause?: unknown): void {
    const client = this.client;
    const epoch = this.epochCounter;
    if (!this.connected || client === null || this.probing || this.stopped) return;
    this.probing = true;
    client
      .ping({ timeout: this.options.requestTimeoutMs })
      .catch((err: unknown) => this.lost(epoch, `${cause === undefined ? '' : `${message(cause)}; `}ping failed: ${message(err)}`))
      .finally(() => {
        this.probing = false;
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.epochCounter++;
    this.upSince = null;
    await this.teardown();
  }

  private async connect(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    await this.closing;
    if (this.stopped) return;
    const epoch = ++this.epochCounter;
    const { runtime } = this.options.manifest;
    let transport: Transport;
    try {
      transport = this.createTransport();
    } catch (err) {
      this.failed(epoch, message(err));
      return;
    }
    const client = new Client({ name: 'fastintent', version: '1.0.0' }, { capabilities: {} });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.hint(epoch, 'list_changed'));
    client.setNotificationHandler(RefreshHintNotification, () => this.hint(epoch, 'refresh_hint'));
    client.onclose = () => this.lost(epoch, this.exitMessage('connection closed'));
    client.onerror = (err) => {
      if (runtime.kind === 'remote-mcp' && epoch === this.epochCounter) this.checkAlive(err);
    };
    this.client = client;
    this.transport = transport;
    try {
      await client.connect(transport, { timeout: this.options.connectTimeoutMs });
    } catch (err) {
      this.failed(epoch, this.exitMessage(message(err)));
      return;
    }
    if (epoch !== this.epochCounter || this.stopped) return;
    this.upSince = Date.now();
    this.options.onUp();
  }

  private createTransport(): Transport {
    const { runtime } = this.options.manifest;
    if (runtime.kind === 'local-mcp') {
      const transport = new StdioClientTransport({
        command: runtime.command,
        args: runtime.args ?? [],
        cwd: this.options.dir,
        env: serverEnv(this.options.manifest),
        stderr: 'pipe',
      });
      const stream = transport.stderr;
      this.stderr = stream ? captureStderr(stream, this.options.onStderr) : null;
      return transport;
    }
    if (runtime.kind === 'remote-mcp') {
      return new StreamableHTTPClientTransport(new URL(runtime.url), {
        // The SDK's own stream reconnection is kept short: losing the stream means the host rebuilds.
        reconnectionOptions: { initialReconnectionDelay: 100, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 2, maxRetries: 2 },
      });
    }
    throw new Error(`runtime.kind: ${runtime.kind} has no connection`);
  }

  /** A local server's exit explains itself best through what it printed last about an error. */
  private exitMessage(fallback: string): string {
    const reason = explainExit(this.stderr?.recent() ?? []);
    return reason === undefined ? fallback : `${fallback} (stderr: ${reason})`;
  }

  private hint(epoch: number, trigger: ListTrigger): void {
    if (epoch === this.epochCounter && this.connected) this.options.onListHint(trigger);
  }

  /** A connection attempt that never came up. */
  private failed(epoch: number, error: string): void {
    if (epoch !== this.epochCounter || this.stopped) return;
    this.upSince = null;
    this.epochCounter++;
    this.closing = this.teardown();
    this.options.onDown(error);
    this.scheduleReconnect();
  }

  /** A connection that was up and went away. */
  private lost(epoch: number, error: string): void {
    if (epoch !== this.epochCounter || this.stopped) return;
    if (this.upSince !== null && Date.now() - this.upSince >= this.options.stableMs) this.attempt = 0;
    this.failed(epoch, error);
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    const delay = backoffDelay(this.attempt++, this.options.backoff);
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  /** Close the client and make sure a local server process is gone. */
  private async teardown(): Promise<void> {
    const client = this.client;
    const transport = this.transport;
    // Read before close(): the SDK forgets the process as soon as closing starts, and a
    // grandchild can be found only while its parent lives.
    const pid = transport instanceof StdioClientTransport ? transport.pid : null;
    const tree = pid === null ? [] : [pid, ...descendants(pid)];
    this.client = null;
    this.transport = null;
    this.stderr = null;
    if (client) client.onclose = undefined;
    // The SDK ends stdin, then waits 2 s before SIGTERM and 2 s more before SIGKILL; our own
    // grace period is shorter so a stop or reconnect never waits on a server that ignores stdin.
    const closed = (client ?? transport)?.close().catch(() => {});
    if (tree.length > 0) {
      const deadline = Date.now() + this.options.stopGraceMs;
      while (tree.some(processAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const p of tree) if (processAlive(p)) kill(p, 'SIGKILL');
    }
    await closed;
  }
}
