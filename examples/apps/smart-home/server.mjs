#!/usr/bin/env node
// Example app: a smart-home bridge MCP server over stdio (run it with plain `node server.mjs`).
//
// What it shows an app author: intents that need no live values. The rooms are a static enum
// in the manifest and brightness is a number slot bounded by the tool's inputSchema
// (minimum/maximum), so these intents keep serving even while this server is down.
// Written with the SDK's McpServer and zod input shapes; the "lights" are in-memory state.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

// Every name a room answers to, in the languages the manifest's intents speak.
const ROOMS = {
  kitchen: ['kitchen', 'cocina', 'キッチン'],
  'living room': ['living room', 'salón', 'リビング'],
  bedroom: ['bedroom', 'dormitorio', '寝室'],
  office: ['office', 'despacho', '書斎'],
};
const lights = Object.fromEntries(Object.keys(ROOMS).map((room) => [room, { on: false, level: 100 }]));

function roomOf(name) {
  const wanted = name.trim().toLowerCase();
  const room = Object.keys(ROOMS).find((id) => ROOMS[id].includes(wanted));
  if (!room) throw new Error(`No room named ${name}`);
  return room;
}

const reply = (text) => ({ content: [{ type: 'text', text }] });
const failure = (error) => ({ content: [{ type: 'text', text: error.message }], isError: true });

const server = new McpServer({ name: 'example-home', version: '1.0.0' });

server.registerTool(
  'set_lights',
  {
    description: 'Switch the lights of one room on or off.',
    inputSchema: { room: z.string().describe('The room, by any of its names.'), on: z.boolean() },
  },
  async ({ room, on }) => {
    try {
      const id = roomOf(room);
      lights[id].on = on;
      return reply(`${id}: lights ${on ? 'on' : 'off'}.`);
    } catch (error) {
      return failure(error);
    }
  },
);

server.registerTool(
  'set_brightness',
  {
    description: 'Set the brightness of one room\'s lights, in percent.',
    inputSchema: { room: z.string(), level: z.number().int().min(1).max(100) },
  },
  async ({ room, level }) => {
    try {
      const id = roomOf(room);
      Object.assign(lights[id], { on: true, level });
      return reply(`${id}: brightness ${level}%.`);
    } catch (error) {
      return failure(error);
    }
  },
);

await server.connect(new StdioServerTransport());
console.error('[home] ready');
