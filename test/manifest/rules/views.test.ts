// Confirmation cards, in a manifest and on their own (validateView).
import { describe, expect, it } from 'vitest';
import { validateView } from '../../../src/manifest/validate.js';
import { errorsAfter, manifest, type Json } from '../fixture.js';

const card = 'tools[0].confirmation';
const widget = { type: 'widget', html: '<!doctype html><p>Hi</p>', height: 200, confirmLabel: 'Create' };

const cases: [string, (m: Json) => void, string[]][] = [
  ['schemaVersion is 1', (m) => (m.tools[0].confirmation.schemaVersion = 2), [`${card}.schemaVersion: must be 1`]],
  ['a view has a root', (m) => delete m.tools[0].confirmation.root, [`${card}.root: is required`]],
  ['a block has a type', (m) => delete m.tools[0].confirmation.root.children[0].type, [`${card}.root.children[0].type: is required`]],
  ['a block type is a nonempty string', (m) => (m.tools[0].confirmation.root.children[0].type = ''), [`${card}.root.children[0].type: must not be empty`]],
  ['bindings in a block of an unlisted kind are checked', (m) => (m.tools[0].confirmation.root.children[0] = { type: 'heading', text: '{{colour}}' }), [`${card}.root.children[0].text: {{colour}} is not a property of the tool's inputSchema`]],
  ['children is a list', (m) => (m.tools[0].confirmation.root.children = { type: 'text' }), [`${card}.root.children: must be an array`]],
  [
    'a bind names an inputSchema property',
    (m) => (m.tools[0].confirmation.root.children[2].bind = '{{colour}}'),
    ["tools[0].confirmation.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema"],
  ],
  ['a binding in display text names a property', (m) => (m.tools[0].confirmation.root.title = 'Create {{name}}?'), [`${card}.root.title: {{name}} is not a property of the tool's inputSchema`]],
  ['a dotted binding follows nested properties', (m) => (m.tools[0].confirmation.root.children[0].text = 'In {{meta.shelf}}'), [`${card}.root.children[0].text: {{meta.shelf}} is not a property of the tool's inputSchema`]],
  ['a dotted binding cannot reach into a string', (m) => (m.tools[0].confirmation.root.children[0].text = '{{title.length}}'), [`${card}.root.children[0].text: {{title.length}} is not a property of the tool's inputSchema`]],
  ['bindings in nested props are checked', (m) => (m.tools[0].confirmation.root.children[4].rows[0].value = '{{folder}}'), [`${card}.root.children[4].rows[0].value: {{folder}} is not a property of the tool's inputSchema`]],
  ['bindings in the footer are checked', (m) => (m.tools[0].confirmation.root.footer[0].items[1].label = 'Create {{name}}'), [`${card}.root.footer[0].items[1].label: {{name}} is not a property of the tool's inputSchema`]],
  ['visibleIf names a property', (m) => (m.tools[0].confirmation.root.children[0].visibleIf = 'colour'), [`${card}.root.children[0].visibleIf: {{colour}} is not a property of the tool's inputSchema`]],
  ['a binding is well formed', (m) => (m.tools[0].confirmation.root.children[0].text = '{{meta..folder}}'), [`${card}.root.children[0].text: {{meta..folder}} is not a valid binding: use {{name}} or {{a.b}}`]],
  ['bind is exactly one binding', (m) => (m.tools[0].confirmation.root.children[1].bind = 'title'), [`${card}.root.children[1].bind: must be one {{binding}} such as {{title}}`]],
  ['an input block needs bind', (m) => delete m.tools[0].confirmation.root.children[3].bind, [`${card}.root.children[3].bind: is required on a toggle block`]],
  ['an input block needs a label', (m) => delete m.tools[0].confirmation.root.children[1].label, [`${card}.root.children[1].label: is required on a textField block`]],
  ['a select block needs options', (m) => m.tools[0].confirmation.root.children.push({ type: 'select', bind: '{{body}}', label: 'Body' }), [`${card}.root.children[5].options: a select block needs at least one option`]],
  ['canvas blocks are rejected', (m) => (m.tools[0].confirmation.root.children[0] = { type: 'canvas', url: 'https://acme.example' }), [`${card}.root.children[0].type: canvas blocks are reserved and rejected in schemaVersion 1`]],
  ['custom actions are rejected', (m) => (m.tools[0].confirmation.root.footer[0].items[1].role = 'custom'), [`${card}.root.footer[0].items[1].role: custom actions are reserved and rejected in schemaVersion 1`]],
  ['custom buttons are rejected', (m) => m.tools[0].confirmation.root.footer.push({ type: 'button', label: 'Sync', role: 'custom' }), [`${card}.root.footer[1].role: custom actions are reserved and rejected in schemaVersion 1`]],
  ['an action role is known', (m) => (m.tools[0].confirmation.root.footer[0].items[0].role = 'dismiss'), [`${card}.root.footer[0].items[0].role: must be one of "confirm", "cancel", "copy", "openUrl"`]],
  [
    'at most one widget block',
    (m) => (m.tools[0].confirmation.root = { type: 'card', children: [widget, { ...widget }] }),
    [`${card}.root.children[1]: a view may contain at most one widget block`],
  ],
  [
    'a widget view has no actions block',
    (m) => m.tools[0].confirmation.root.children.push(widget),
    [`${card}.root.footer[0]: a widget view may not also contain button or actions blocks`],
  ],
  [
    'a widget view has no button block',
    (m) => (m.tools[0].confirmation.root = { type: 'card', children: [widget, { type: 'button', label: 'Go', role: 'confirm' }] }),
    [`${card}.root.children[1]: a widget view may not also contain button or actions blocks`],
  ],
  ['widget html is a string', (m) => (m.tools[0].confirmation.root = { type: 'widget', html: ['<p>'] }), [`${card}.root.html: must be a string`]],
];

describe('confirmation views in a manifest', () => {
  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(errorsAfter(mutate)).toEqual(expected);
  });

  it('accepts a root widget and a card wrapping one widget, as real manifests do', () => {
    expect(errorsAfter((m) => (m.tools[0].confirmation.root = widget))).toEqual([]);
    expect(errorsAfter((m) => (m.tools[0].confirmation.root = { type: 'card', children: [widget] }))).toEqual([]);
  });

  it('accepts a block kind the references do not list', () => {
    expect(errorsAfter((m) => m.tools[0].confirmation.root.children.push({ type: 'heading', text: 'New note' }))).toEqual([]);
  });

  it('does not read widget html as bindings', () => {
    expect(errorsAfter((m) => (m.tools[0].confirmation.root = { ...widget, html: '<p>{{notAnInput}}</p>' }))).toEqual([]);
  });

  it('reports every broken binding, one line each', () => {
    expect(
      errorsAfter((m) => {
        m.tools[0].confirmation.root.title = '{{a}} and {{b}}';
        m.tools[0].confirmation.root.children[2].bind = '{{colour}}';
      }),
    ).toEqual([
      `${card}.root.title: {{a}} is not a property of the tool's inputSchema`,
      `${card}.root.title: {{b}} is not a property of the tool's inputSchema`,
      `${card}.root.children[2].bind: {{colour}} is not a property of the tool's inputSchema`,
    ]);
  });
});

describe('validateView', () => {
  const view = () => manifest().tools[0].confirmation;
  const inputs = () => manifest().tools[0].inputSchema;

  it('accepts a good view with and without its inputSchema', () => {
    expect(validateView(view(), inputs())).toEqual({ ok: true, value: view() });
    expect(validateView(view())).toEqual({ ok: true, value: view() });
  });

  it('checks bindings only when given the inputSchema', () => {
    const v = view();
    v.root.children[2].bind = '{{colour}}';
    expect(validateView(v)).toEqual({ ok: true, value: v });
    expect(validateView(v, inputs())).toEqual({
      ok: false,
      errors: ["root.children[2].bind: {{colour}} is not a property of the tool's inputSchema"],
    });
  });

  it('reports structure and rules with paths from the view', () => {
    expect(validateView({ schemaVersion: 1, root: { type: 'card', children: [{ type: 'canvas' }, { type: 7 }] } })).toEqual({
      ok: false,
      errors: ['root.children[1].type: must be a string', 'root.children[0].type: canvas blocks are reserved and rejected in schemaVersion 1'],
    });
    expect(validateView('card')).toEqual({ ok: false, errors: ['view: must be an object'] });
    expect(validateView({ root: { type: 'card' } })).toEqual({ ok: false, errors: ['schemaVersion: is required'] });
  });

  it('reports an inputSchema that does not compile', () => {
    expect(validateView(view(), { type: 'objekt' })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^inputSchema: is not a valid JSON Schema/)] });
  });

  it('survives a view nested deeper than any card', () => {
    let block: Json = { type: 'text', text: 'deep' };
    for (let i = 0; i < 5000; i++) block = { type: 'stack', children: [block] };
    expect(validateView({ schemaVersion: 1, root: block })).toEqual({ ok: false, errors: ['view: nests deeper than 100 levels'] });
  });
});
