// `tools/list` with every page. The result is requested with a lenient schema and each tool is
// kept as untrusted data for slots/resolve.ts to judge: the SDK's own listTools() rejects the
// whole listing when one tool's inputSchema lacks type "object", and one bad tool must only
// omit its own intents.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { z } from 'zod';
import type { LiveTool } from '../selector/types.js';

// Parsed here rather than by the SDK, so that a malformed page gives a short, readable error.
const AnyResult = z.looseObject({});
const ListPage = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

export interface ListingOptions {
  /** Per page. */
  timeoutMs: number;
  /** A server that pages forever is cut off here. */
  maxPages?: number;
  maxTools?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The full listing, a snapshot replacing the previous one. Throws when a page fails. */
export async function listTools(client: Client, options: ListingOptions): Promise<LiveTool[]> {
  const maxPages = options.maxPages ?? 100;
  const maxTools = options.maxTools ?? 10_000;
  const tools: LiveTool[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; ; page++) {
    if (page >= maxPages) throw new Error(`tools/list has more than ${maxPages} pages`);
    const raw = await client.request(
      { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
      AnyResult,
      { timeout: options.timeoutMs },
    );
    const parsed = ListPage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`the result is not a tool listing: ${issue ? `${issue.path.join('.') || 'result'}: ${issue.message}` : 'invalid'}`);
    }
    const result = parsed.data;
    for (const tool of result.tools) {
      // A tool without a name cannot be matched to a manifest tool; it is simply not there.
      if (!isRecord(tool) || typeof tool.name !== 'string') continue;
      tools.push({ name: tool.name, inputSchema: tool.inputSchema, _meta: tool._meta });
    }
    if (tools.length > maxTools) throw new Error(`tools/list has more than ${maxTools} tools`);
    if (result.nextCursor === undefined) return tools;
    if (seenCursors.has(result.nextCursor)) throw new Error(`tools/list repeats the cursor ${JSON.stringify(result.nextCursor.slice(0, 50))}`);
    seenCursors.add(result.nextCursor);
    cursor = result.nextCursor;
  }
}
