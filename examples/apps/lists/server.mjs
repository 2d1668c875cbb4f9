#!/usr/bin/env node
// Example app: a list keeper MCP server over stdio (run it with plain `node server.mjs`).
//
// What it shows an app author: a free-text slot (`add {item} to my shopping list`) and an
// acting tool that declares a confirmation card in the manifest. The card is data the host
// renders before this code runs; by the time `add_item` is called the user has approved it
// (and may have edited the item). The lists live in memory.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const lists = { shopping: [], todo: [] };
const listName = z.enum(['shopping', 'todo']);

const server = new McpServer({ name: 'example-lists', version: '1.0.0' });

server.registerTool(
  'add_item',
  {
    description: 'Add one item to one of the user\'s lists.',
    inputSchema: { list: listName, item: z.string().min(1).max(200) },
  },
  async ({ list, item }) => {
    lists[list].push(item.trim());
    return { content: [{ type: 'text', text: `Added ${item.trim()} (${lists[list].length} on the ${list} list).` }] };
  },
);

server.registerTool(
  'read_list',
  { description: 'Read out what is on one of the user\'s lists.', inputSchema: { list: listName } },
  async ({ list }) => {
    const items = lists[list];
    const text = items.length === 0 ? `Your ${list} list is empty.` : `On your ${list} list: ${items.join(', ')}.`;
    return { content: [{ type: 'text', text }] };
  },
);

await server.connect(new StdioServerTransport());
console.error('[lists] ready');
