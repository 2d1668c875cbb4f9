// tools/list against a real MCP server (the fixture over Streamable HTTP, in this process).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTools } from '../../src/refresh/listing.js';
import { startHttpServer } from '../fixtures/mcp-servers/http.mjs';

let dir: string;
let server: Awaited<ReturnType<typeof startHttpServer>>;
let client: Client;

const tool = (i: number) => ({ name: `tool_${i}`, inputSchema: { type: 'object' }, _meta: { n: i } });
const writeTools = (state: object) => writeFileSync(join(dir, 'tools.json'), JSON.stringify(state));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fi-listing-'));
  writeTools({ tools: [] });
  server = await startHttpServer({ dir });
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
});

afterAll(async () => {
  await client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('listTools', () => {
  it('follows nextCursor through every page, in order', async () => {
    writeTools({ tools: Array.from({ length: 7 }, (_, i) => tool(i)), pageSize: 3 });
    const tools = await listTools(client, { timeoutMs: 2000 });
    expect(tools.map((t) => t.name)).toEqual(['tool_0', 'tool_1', 'tool_2', 'tool_3', 'tool_4', 'tool_5', 'tool_6']);
    expect(tools[4]).toEqual({ name: 'tool_4', inputSchema: { type: 'object' }, _meta: { n: 4 } });
  });

  it('keeps tools whose inputSchema the SDK would reject, and drops only nameless entries', async () => {
    writeTools({ tools: [{ name: 'bad', inputSchema: { type: 'string' } }, { inputSchema: {} }, 'junk', { name: 'ok', inputSchema: { type: 'object' } }] });
    const tools = await listTools(client, { timeoutMs: 2000 });
    expect(tools).toEqual([
      { name: 'bad', inputSchema: { type: 'string' }, _meta: undefined },
      { name: 'ok', inputSchema: { type: 'object' }, _meta: undefined },
    ]);
  });

  it('says briefly what is wrong with a malformed page', async () => {
    writeTools({ tools: 'nope' });
    await expect(listTools(client, { timeoutMs: 2000 })).rejects.toThrow(
      'the result is not a tool listing: tools: Invalid input: expected array, received string',
    );
  });

  it('stops a server that pages without end', async () => {
    writeTools({ tools: Array.from({ length: 10 }, (_, i) => tool(i)), pageSize: 1 });
    await expect(listTools(client, { timeoutMs: 2000, maxPages: 4 })).rejects.toThrow('more than 4 pages');
  });

  it('times out on a server that never answers', async () => {
    writeTools({ tools: [tool(1)], hangList: true });
    const started = Date.now();
    await expect(listTools(client, { timeoutMs: 200 })).rejects.toThrow(/timed out/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
